import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { documentsPastRetention, markDocumentsPurged, type RemovableDocument } from '../orders/order-personal-data.js';
import { OrderDocumentLookupService } from '../orders/order-document-lookup.service.js';
import { DocumentStorage } from '../storage/document-storage.js';
import { CheckoutFilesService } from '../checkout/checkout-files.service.js';
import { removeUnreferencedDocuments, UNREFERENCED_DOCUMENT_GRACE_MS } from '../storage/unreferenced-documents.js';
import { UnitOfWork } from '../database/unit-of-work.js';

const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploaded files of orders delivered (or deleted) more than DOCUMENT_RETENTION_DAYS ago.
 * The document records stay, marked purged. Safe to run again or twice at once: a file already gone
 * is not an error, and a record is marked (and audited) once. The same run removes stored files no
 * record names (left by a process killed between storing an upload and committing its order), and
 * the checkouts (form data and staged files) abandoned more than CHECKOUT_RETENTION_DAYS ago.
 */
@Injectable()
export class DocumentRetentionService {
  private readonly logger = new Logger('DocumentRetention');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly audit: AuditService,
    private readonly documents: OrderDocumentLookupService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly checkoutFiles: CheckoutFilesService,
  ) {}

  async purgeExpired(now: Date): Promise<{ purged: number; staged: number; leftovers: number }> {
    const cutoff = new Date(now.getTime() - this.config.documentRetentionDays * DAY_MS);
    let purged = 0;
    // Each batch leaves the list (marked purged), so the loop ends; a batch whose files all failed to go stops it.
    for (;;) {
      const batch = await documentsPastRetention(this.dataSource.manager, cutoff, BATCH);
      if (batch.length === 0) break;
      const removed = await this.removeFiles(batch);
      if (removed.length === 0) break;
      purged += await this.markPurged(removed, now);
      if (batch.length < BATCH) break;
    }
    if (purged > 0) this.logger.log(`retention: removed ${purged} document files of orders delivered before ${cutoff.toISOString()}`);
    // Files staged in checkouts nobody finished (their form data goes with them).
    const staged = await this.checkoutFiles.purgeAbandoned(new Date(now.getTime() - this.config.checkoutRetentionDays * DAY_MS));
    const leftovers = await removeUnreferencedDocuments(
      this.storage,
      async (fileNames) => {
        const [ofOrders, ofCheckouts] = await Promise.all([this.documents.fileNamesOnRecord(fileNames), this.checkoutFiles.fileNamesOnRecord(fileNames)]);
        return new Set([...ofOrders, ...ofCheckouts]);
      },
      new Date(now.getTime() - UNREFERENCED_DOCUMENT_GRACE_MS),
    );
    if (leftovers > 0)
      this.logger.warn(`retention: removed ${leftovers} stored files no order names (uploads of requests cut off before their order was saved)`);
    return { purged, staged, leftovers };
  }

  /** Files first, then the mark: a crash in between leaves a record that the next run removes (again) and marks. */
  private async removeFiles(batch: RemovableDocument[]): Promise<RemovableDocument[]> {
    const removed: RemovableDocument[] = [];
    for (const document of batch) {
      try {
        await this.storage.remove(document.fileName);
        removed.push(document);
      } catch (error) {
        this.logger.error(
          `retention: could not remove the file of document ${document.id} (order ${document.orderId}), will retry next run: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return removed;
  }

  private async markPurged(documents: RemovableDocument[], now: Date): Promise<number> {
    return this.unitOfWork.run(async (manager) => {
      const marked = new Set(
        await markDocumentsPurged(
          manager,
          documents.map((document) => document.id),
          now,
        ),
      );
      const byOrder = new Map<number, number[]>();
      for (const document of documents) {
        if (!marked.has(document.id)) continue;
        byOrder.set(document.orderId, [...(byOrder.get(document.orderId) ?? []), document.id]);
      }
      await this.audit.recordMany(
        [...byOrder].map(([orderId, documentIds]) => ({
          actorType: 'system' as const,
          actorId: null,
          action: 'documents.purged',
          orderId,
          details: { reason: 'retention', retentionDays: this.config.documentRetentionDays, documentIds },
        })),
      );
      return marked.size;
    });
  }
}
