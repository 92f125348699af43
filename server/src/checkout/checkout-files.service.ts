import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { UPLOAD_MESSAGES, uploadRefusal } from '@apostille/domain';
import { DataSource, In } from 'typeorm';
import { sniffUpload } from '../orders/document-sniffer.js';
import type { CheckoutOrderFile } from './checkout-order-request.js';
import { DocumentStorage } from '../storage/document-storage.js';
import { CheckoutsService } from './checkouts.service.js';
import { CheckoutFile } from './entities/checkout-file.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** A staged file as the page sees it. */
export interface StagedCheckoutFile {
  id: string;
  name: string;
  size: number;
  mimeType: string;
}

/** An upload in a local staging file (see upload-staging.ts). */
export interface IncomingUpload {
  path: string;
  originalName: string;
  size: number;
  head: Buffer;
}

export const STAGED_FILE_NOT_FOUND = 'This file is not part of your checkout.';

const toStaged = (file: Pick<CheckoutFile, 'id' | 'originalName' | 'fileSize' | 'mimeType'>): StagedCheckoutFile => ({
  id: file.id,
  name: file.originalName,
  size: file.fileSize,
  mimeType: file.mimeType,
});

/**
 * Files uploaded into a checkout before payment: checked by content, counted against the order's
 * limit, moved into document storage. The order takes them over; abandoned ones are removed.
 */
@Injectable()
export class CheckoutFilesService {
  private readonly logger = new Logger('CheckoutFiles');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly checkouts: CheckoutsService,
  ) {}

  /** Checks an upload and stages it into the checkout; a refusal says why, in the customer's words. */
  async stage(keyHash: string, upload: IncomingUpload): Promise<StagedCheckoutFile> {
    const type = upload.size > 0 ? sniffUpload(upload.head, upload.originalName) : undefined;
    if (upload.size > 0 && !type) throw new BadRequestException(UPLOAD_MESSAGES.wrongType);
    return this.unitOfWork.run(async (manager) => {
      await this.checkouts.lock(keyHash);
      const [{ count }]: { count: number }[] = await manager.query(`SELECT count(*)::integer AS count FROM checkout_files WHERE checkout_key_hash = $1`, [
        keyHash,
      ]);
      const refusal = uploadRefusal({ size: upload.size }, count);
      if (refusal || !type) throw new BadRequestException(refusal ?? UPLOAD_MESSAGES.wrongType);
      const stored = await this.storage.put(upload.path, type.extension, upload.size);
      try {
        const file = {
          id: randomUUID(),
          checkoutKeyHash: keyHash,
          fileName: stored.fileName,
          originalName: upload.originalName.slice(0, 255),
          mimeType: type.mimeType,
          fileSize: stored.size,
        };
        await manager.getRepository(CheckoutFile).insert(file);
        return toStaged(file);
      } catch (error) {
        await this.storage.remove(stored.fileName).catch(() => undefined);
        throw error;
      }
    });
  }

  async list(keyHash: string): Promise<StagedCheckoutFile[]> {
    const files = await this.dataSource.getRepository(CheckoutFile).find({ where: { checkoutKeyHash: keyHash }, order: { createdAt: 'ASC', id: 'ASC' } });
    return files.map(toStaged);
  }

  /** Removes a staged file of this checkout (its row, then its stored file); another checkout's id is not found. */
  async remove(keyHash: string, id: string): Promise<void> {
    const [rows]: [{ fileName: string }[], number] = await this.dataSource.query(
      `DELETE FROM checkout_files WHERE id = $1 AND checkout_key_hash = $2 RETURNING file_name AS "fileName"`,
      [id, keyHash],
    );
    if (rows.length === 0) throw new NotFoundException(STAGED_FILE_NOT_FOUND);
    await this.storage.remove(rows[0].fileName);
  }

  /** Which of `ids` are staged in this checkout (others, forged or removed, are simply absent). */
  async filesOf(keyHash: string, ids: readonly string[]): Promise<CheckoutOrderFile[]> {
    const manager = this.unitOfWork.manager;
    const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (uuids.length === 0) return [];
    const files = await manager.getRepository(CheckoutFile).find({ where: { checkoutKeyHash: keyHash, id: In(uuids) } });
    return files.map(({ id, fileName, originalName, mimeType, fileSize }) => ({ id, fileName, originalName, mimeType, fileSize }));
  }

  /** The order placed in the caller's transaction took these files over: their stored files are its documents now. */
  async handOver(ids: readonly string[]): Promise<void> {
    const manager = this.unitOfWork.manager;
    if (ids.length > 0) await manager.query(`DELETE FROM checkout_files WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** Of `fileNames`, those a staged file names (the leftover sweep must not take them for leftovers). */
  async fileNamesOnRecord(fileNames: readonly string[]): Promise<Set<string>> {
    if (fileNames.length === 0) return new Set();
    const files = await this.dataSource.getRepository(CheckoutFile).find({ select: { id: true, fileName: true }, where: { fileName: In([...fileNames]) } });
    return new Set(files.map((file) => file.fileName));
  }

  /** Removes checkouts untouched since `before` and their staged files. Returns how many files went. */
  async purgeAbandoned(before: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const keyHashes = await this.checkouts.abandoned(before, 100);
      for (const keyHash of keyHashes) {
        const files = await this.dataSource.getRepository(CheckoutFile).find({ where: { checkoutKeyHash: keyHash } });
        for (const file of files) await this.storage.remove(file.fileName);
        await this.checkouts.remove(keyHash);
        removed += files.length;
      }
      if (keyHashes.length < 100) break;
    }
    if (removed > 0) this.logger.log(`retention: removed ${removed} files staged in checkouts abandoned before ${before.toISOString()}`);
    return removed;
  }
}
