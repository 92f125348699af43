import { Injectable } from '@nestjs/common';
import { isDigitalCopy } from '@apostille/domain';
import { DataSource, In } from 'typeorm';
import { OrderDocument } from './entities/order-document.entity.js';

/** What serving a stored file needs to know about the order document it belongs to. */
export interface StoredDocumentFacts {
  originalName: string;
  mimeType: string;
  /** Set once the file was removed; the record stays for the order's history. */
  purgedAt: Date | null;
}

/** Order documents as other modules may read them (document storage serving a signed download, retention finding leftovers). */
@Injectable()
export class OrderDocumentLookupService {
  constructor(private readonly dataSource: DataSource) {}

  /** The document stored under this random file name (unique), or null. */
  async byFileName(fileName: string): Promise<StoredDocumentFacts | null> {
    return this.dataSource
      .getRepository(OrderDocument)
      .findOne({ select: { id: true, originalName: true, mimeType: true, purgedAt: true }, where: { fileName } });
  }

  /** Those of `fileNames` an order document names (purged ones included), by the unique file-name index. */
  async fileNamesOnRecord(fileNames: readonly string[]): Promise<Set<string>> {
    if (fileNames.length === 0) return new Set();
    const documents = await this.dataSource
      .getRepository(OrderDocument)
      .find({ select: { id: true, fileName: true }, where: { fileName: In([...fileNames]) } });
    return new Set(documents.map((document) => document.fileName));
  }

  /** Each order's digital copies (libs/domain isDigitalCopy: staff's Completed Apostille uploads), oldest first. */
  async digitalCopiesOf(orderIds: readonly number[]): Promise<Map<number, { originalName: string; fileName: string }[]>> {
    const copies = new Map<number, { originalName: string; fileName: string }[]>();
    if (orderIds.length === 0) return copies;
    const documents = await this.dataSource.getRepository(OrderDocument).find({
      select: { id: true, orderId: true, originalName: true, fileName: true, documentType: true, uploadedBy: true, isApostilleComplete: true, purgedAt: true },
      where: { orderId: In([...new Set(orderIds)]) },
      order: { uploadedAt: 'ASC', id: 'ASC' },
    });
    for (const document of documents.filter(isDigitalCopy)) {
      const list = copies.get(document.orderId) ?? [];
      list.push({ originalName: document.originalName, fileName: document.fileName });
      copies.set(document.orderId, list);
    }
    return copies;
  }
}
