import { BadRequestException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { ADMIN_DOCUMENT_TYPES, ADMIN_ORDER_ENTRY_MESSAGES, ORDER_MESSAGES } from '@apostille/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { toAdminOrderDocument } from '../admin/admin-order.view.js';
import type { AdminOrderDocumentType } from '../admin/admin-orders.types.js';
import { AuditService } from '../../audit/audit.service.js';
import { publishDomainEvent } from '../../events/domain-event-publisher.js';
import { sniffUpload } from '../document-sniffer.js';
import { OrderDocument } from '../entities/order-document.entity.js';
import { Order } from '../entities/order.entity.js';
import type { StagedUpload } from '../../checkout/order-placement.service.js';
import { DocumentStorage, PURGED_DOCUMENT_MESSAGE } from '../../storage/document-storage.js';
import { DownloadLinksService } from '../../storage/download-links.service.js';
import type { StaffActor } from '../../common/staff-actor.js';
import { UnitOfWork } from '../../database/unit-of-work.js';

/** How long a staff download link works: long enough to click, short enough that a forwarded link dies. */
export const ADMIN_DOWNLOAD_LINK_TTL_SECONDS = 10 * 60;

export interface UploadInput {
  documentType?: string;
  isApostilleComplete?: boolean;
}

/** Documents staff add to an order, mark as completed apostilles, and download through signed links. */
@Injectable()
export class AdminDocumentsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly links: DownloadLinksService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Same checks as customer uploads (PDF/JPG/PNG by content, 10 MB, at most 10, random stored
   * names). Files are stored first, rows written in one transaction; any failure removes the files.
   */
  async upload(orderId: number, files: StagedUpload[], input: UploadInput, actor: StaffActor): Promise<AdminOrderDocumentType[]> {
    await this.requireOrder(this.dataSource.manager, orderId);
    const documentType = input.documentType?.trim();
    if (files.length === 0 || !documentType || !ADMIN_DOCUMENT_TYPES.includes(documentType)) {
      throw new BadRequestException(ADMIN_ORDER_ENTRY_MESSAGES.filesAndTypeRequired);
    }
    const types = files.map((file) => {
      const type = sniffUpload(file.head, file.originalName);
      if (!type) throw new BadRequestException(ORDER_MESSAGES.invalidFiles);
      return type;
    });

    const stored: string[] = [];
    try {
      const rows: Partial<OrderDocument>[] = [];
      for (const [index, file] of files.entries()) {
        const object = await this.storage.put(file.path, types[index].extension);
        stored.push(object.fileName);
        rows.push({
          orderId,
          originalName: file.originalName,
          fileName: object.fileName,
          mimeType: types[index].mimeType,
          fileSize: object.size,
          documentType,
          uploadedBy: 'admin',
          isApostilleComplete: input.isApostilleComplete === true,
        });
      }
      return await this.unitOfWork.run(async (manager) => {
        // Locks the order row: a concurrent delete cannot slip in between the check and the insert.
        await this.requireOrder(manager, orderId, true);
        const repository = manager.getRepository(OrderDocument);
        const inserted = await repository.insert(rows);
        const ids = inserted.identifiers.map((identifier) => identifier.id as number);
        const documents = await repository.find({ where: ids.map((id) => ({ id })), order: { id: 'ASC' } });
        await publishDomainEvent(manager, { type: 'document.uploaded', payload: { orderId, documentIds: ids, documentType, uploadedBy: 'admin' } });
        // A document uploaded already apostilled completes like one marked so later: rules on
        // "all documents apostilled" must see staff-entered orders too.
        if (input.isApostilleComplete === true) {
          for (const documentId of ids) await publishDomainEvent(manager, { type: 'document.apostille_completed', payload: { orderId, documentId } });
        }
        await this.audit.record({
          actorType: 'admin',
          actorId: actor.adminId,
          action: 'document.uploaded',
          orderId,
          details: {
            documentIds: ids,
            documentType,
            isApostilleComplete: input.isApostilleComplete === true,
            files: documents.map((d) => ({ originalName: d.originalName, fileSize: d.fileSize })),
          },
          ipAddress: actor.ipAddress,
        });
        return documents.map(toAdminOrderDocument);
      });
    } catch (error) {
      await Promise.all(stored.map((fileName) => this.storage.remove(fileName).catch(() => undefined)));
      throw error;
    }
  }

  async markComplete(orderId: number, documentId: number, isApostilleComplete: boolean, actor: StaffActor): Promise<AdminOrderDocumentType> {
    return this.unitOfWork.run(async (manager) => {
      const document = await this.requireDocument(manager, orderId, documentId);
      await manager.getRepository(OrderDocument).update({ id: document.id }, { isApostilleComplete });
      if (isApostilleComplete && !document.isApostilleComplete) {
        await publishDomainEvent(manager, { type: 'document.apostille_completed', payload: { orderId, documentId } });
      }
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'document.marked_complete',
        orderId,
        details: { documentId, isApostilleComplete, previous: document.isApostilleComplete },
        ipAddress: actor.ipAddress,
      });
      return toAdminOrderDocument({ ...document, isApostilleComplete });
    });
  }

  /** A signed, expiring link to the file; issuing it is what the audit log records as the download. */
  async downloadLink(orderId: number, documentId: number, actor: StaffActor, now = Date.now()): Promise<{ url: string; expiresAt: string }> {
    const document = await this.requireDocument(this.dataSource.manager, orderId, documentId);
    if (document.purgedAt) throw new GoneException(PURGED_DOCUMENT_MESSAGE);
    const link = this.links.signedLink(document.fileName, ADMIN_DOWNLOAD_LINK_TTL_SECONDS, now);
    await this.audit.record({
      actorType: 'admin',
      actorId: actor.adminId,
      action: 'document.downloaded',
      orderId,
      details: { documentId, fileName: document.fileName, originalName: document.originalName },
      ipAddress: actor.ipAddress,
    });
    return link;
  }

  private async requireOrder(manager: EntityManager, orderId: number, lock = false): Promise<void> {
    const query = manager.getRepository(Order).createQueryBuilder('o').select('o.id').where('o.id = :orderId', { orderId });
    if (lock) query.setLock('pessimistic_write');
    if (!(await query.getOne())) throw new NotFoundException(ADMIN_ORDER_ENTRY_MESSAGES.orderNotFound);
  }

  /** The document, only when it belongs to this (not deleted) order. */
  private async requireDocument(manager: EntityManager, orderId: number, documentId: number): Promise<OrderDocument> {
    await this.requireOrder(manager, orderId);
    const document = await manager.getRepository(OrderDocument).findOne({ where: { id: documentId, orderId } });
    if (!document) throw new NotFoundException(ADMIN_ORDER_ENTRY_MESSAGES.documentNotFound);
    return document;
  }
}
