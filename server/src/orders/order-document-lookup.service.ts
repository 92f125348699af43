import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OrderDocument } from './entities/order-document.entity.js';

/** What serving a stored file needs to know about the order document it belongs to. */
export interface StoredDocumentFacts {
  originalName: string;
  mimeType: string;
  /** Set once the file was removed; the record stays for the order's history. */
  purgedAt: Date | null;
}

/** Order documents as other modules may read them (document storage serving a signed download). */
@Injectable()
export class OrderDocumentLookupService {
  constructor(private readonly dataSource: DataSource) {}

  /** The document stored under this random file name (unique), or null. */
  async byFileName(fileName: string): Promise<StoredDocumentFacts | null> {
    return this.dataSource
      .getRepository(OrderDocument)
      .findOne({ select: { id: true, originalName: true, mimeType: true, purgedAt: true }, where: { fileName } });
  }
}
