import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { redactAuditDetailsOf } from '../audit/audit-personal-data.js';
import { AuditService } from '../audit/audit.service.js';
import { redactDomainEventsOf } from '../events/domain-event-personal-data.js';
import { removeContactMessagesOf } from '../contact/contact-personal-data.js';
import { anonymiseCustomerAccounts, customerIdsByEmail } from '../customers/customer-personal-data.js';
import { anonymiseConversationsOf } from '../messaging/conversation-personal-data.js';
import { redactEmailsTo } from '../notifications/outbox-personal-data.js';
import { anonymiseOrdersOf, markDocumentsPurged, openOrderNumbersOf, storedDocumentsOfOrders } from '../orders/order-personal-data.js';
import { anonymisePaymentsOf } from '../payments/payment-personal-data.js';
import { DocumentStorage } from '../storage/document-storage.js';
import { anonymiseTranslationQuotesOf } from '../translations/translation-personal-data.js';
import { anonymiseWholesaleContactsOf } from '../wholesale/wholesale-personal-data.js';
import { type DataDeletionOutcome, DataDeletionRequest } from './entities/data-deletion-request.entity.js';
import type { StaffActor } from '../common/staff-actor.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { staffUsernameSql } from '../admin/staff-name-sql.js';
import { calendarDateIn, ccpaDeadlines } from '../ccpa/ccpa-deadlines.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { deletionCompletedMail } from './deletion-completed-mail.js';

export interface DeletionRequestView {
  id: number;
  email: string;
  note: string | null;
  status: DataDeletionRequest['status'];
  outcome: DataDeletionOutcome | null;
  /** Username of the staff member who recorded it. */
  requestedBy: string | null;
  /** The statutory answer date (45 days from the day it was recorded), YYYY-MM-DD. */
  respondBy: string;
  createdAt: string;
  completedAt: string | null;
}

/** What stands in for the person's e-mail everywhere: unique per request, and never deliverable (.invalid is reserved). */
export const placeholderEmailFor = (requestId: number) => `deleted-${requestId}@deleted.invalid`;

/**
 * Carries out verified data-deletion requests (CCPA "right to delete"). The person's orders,
 * account, documents, messages and e-mails lose everything that identifies them; what the business
 * must keep (order numbers, services, amounts, dates, the request itself) stays. A request waits
 * while one of the person's orders is still being processed, and is carried out once all are
 * delivered. Each module removes its own records; this service decides when and records what was done.
 */
@Injectable()
export class DataDeletionService {
  private readonly logger = new Logger('DataDeletion');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async request(email: string, note: string | undefined, actor: StaffActor): Promise<DeletionRequestView> {
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(DataDeletionRequest);
      const saved = await repository.save(
        repository.create({ email, note: note || null, status: 'pending', requestedByAdminId: actor.adminId, outcome: null, completedAt: null }),
      );
      // The address itself is not written to the audit log: the log outlives the deletion.
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'privacy.deletion_requested',
        details: { requestId: saved.id },
        ipAddress: actor.ipAddress,
      });
      const [{ username }]: { username: string | null }[] = await manager.query(`SELECT ${staffUsernameSql('$1::int')} AS username`, [actor.adminId]);
      return toView(saved, username);
    });
  }

  /** Newest first; the REST list answers the first 200. */
  async list(take = 200, skip = 0): Promise<DeletionRequestView[]> {
    const { entities, raw } = await this.dataSource
      .getRepository(DataDeletionRequest)
      .createQueryBuilder('d')
      .addSelect(staffUsernameSql('d.requested_by_admin_id'), 'requested_by')
      .orderBy('d.id', 'DESC')
      .offset(skip)
      .limit(take)
      .getRawAndEntities<{ requested_by: string | null }>();
    return entities.map((row, index) => toView(row, raw[index]?.requested_by ?? null));
  }

  count(): Promise<number> {
    return this.dataSource.getRepository(DataDeletionRequest).count();
  }

  countOpen(): Promise<number> {
    return this.dataSource.getRepository(DataDeletionRequest).countBy({ status: In(['pending', 'waiting']) });
  }

  /** Runs every open request once; answers how many were completed and how many still wait. */
  async carryOutOpenRequests(now: Date): Promise<{ completed: number; waiting: number }> {
    const open = await this.dataSource.getRepository(DataDeletionRequest).find({ where: { status: In(['pending', 'waiting']) }, order: { id: 'ASC' } });
    let completed = 0;
    let waiting = 0;
    for (const request of open) {
      const result = await this.carryOut(request.id, now);
      if (result === 'completed') completed += 1;
      if (result === 'waiting') waiting += 1;
    }
    return { completed, waiting };
  }

  /**
   * One request, in one transaction holding its row: two workers never run it at once, a completed
   * request is left alone, and a crash leaves it open to be run again. Files are removed after the
   * commit (a missing file is not an error), so a rollback never loses a file it still needs.
   */
  private async carryOut(requestId: number, now: Date): Promise<'completed' | 'waiting' | 'skipped'> {
    let filesToRemove: string[] = [];
    const result = await this.unitOfWork.run(async (manager) => {
      const request = await manager
        .getRepository(DataDeletionRequest)
        .findOne({ where: { id: requestId }, lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' } });
      if (!request || request.status === 'completed') return 'skipped' as const;
      const customerIds = await customerIdsByEmail(manager, request.email);
      const openOrders = await openOrderNumbersOf(manager, request.email, customerIds);
      if (openOrders.length > 0) {
        if (request.status !== 'waiting' || JSON.stringify(request.outcome?.waitingForOrders) !== JSON.stringify(openOrders)) {
          await manager.getRepository(DataDeletionRequest).update({ id: request.id }, { status: 'waiting', outcome: { waitingForOrders: openOrders } });
        }
        return 'waiting' as const;
      }
      const { outcome, fileNames } = await this.anonymise(manager, request, customerIds, now);
      filesToRemove = fileNames;
      await manager.getRepository(DataDeletionRequest).update({ id: request.id }, { status: 'completed', outcome, completedAt: now, requesterToldAt: now });
      // The one e-mail kept to the address: the answer the law asks for, and the record of it.
      await this.outbox.add(deletionCompletedMail(request.email, calendarDateIn(request.createdAt), this.config.supportEmail));
      await this.audit.record({ actorType: 'system', actorId: null, action: 'privacy.deletion_completed', details: { requestId: request.id, ...outcome } });
      return 'completed' as const;
    });
    for (const fileName of filesToRemove) {
      await this.storage
        .remove(fileName)
        .catch((error: unknown) =>
          this.logger.error(
            `deletion request ${requestId}: could not remove a document file (${fileName}); remove it from storage by hand: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }
    if (result === 'completed') this.logger.log(`deletion request ${requestId} carried out`);
    return result;
  }

  private async anonymise(manager: EntityManager, request: DataDeletionRequest, customerIds: number[], now: Date) {
    const placeholder = placeholderEmailFor(request.id);
    const orderIds = await anonymiseOrdersOf(manager, request.email, customerIds, placeholder);
    const documents = await storedDocumentsOfOrders(manager, orderIds);
    await markDocumentsPurged(
      manager,
      documents.map((document) => document.id),
      now,
    );
    const outcome: DataDeletionOutcome = {
      ordersAnonymised: orderIds.length,
      documentFilesRemoved: documents.length,
      conversationsAnonymised: await anonymiseConversationsOf(manager, request.email, customerIds, placeholder),
      contactMessagesRemoved: await removeContactMessagesOf(manager, request.email),
      emailsRedacted: await redactEmailsTo(manager, request.email, placeholder),
      paymentsAnonymised: await anonymisePaymentsOf(manager, request.email, placeholder),
      translationQuotesAnonymised: await anonymiseTranslationQuotesOf(manager, request.email, placeholder),
      wholesaleApplicationsAnonymised: await anonymiseWholesaleContactsOf(manager, request.email, placeholder),
      // Accounts last: the lookups above match by the account's (still original) address too.
      accountsAnonymised: await anonymiseCustomerAccounts(manager, customerIds, placeholder),
    };
    await redactDomainEventsOf(manager, request.email, placeholder);
    await redactAuditDetailsOf(manager, request.email, orderIds, placeholder);
    return { outcome, fileNames: documents.map((document) => document.fileName) };
  }
}

function toView(row: DataDeletionRequest, requestedBy: string | null): DeletionRequestView {
  return {
    id: row.id,
    email: row.email,
    note: row.note,
    status: row.status,
    outcome: row.outcome,
    requestedBy,
    respondBy: ccpaDeadlines(row.createdAt).respondBy,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
