import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

export const DOCUMENT_UPLOADERS = ['customer', 'admin'] as const;
export type DocumentUploader = (typeof DOCUMENT_UPLOADERS)[number];

@Entity('order_documents')
@Index('ix_order_documents_order_id', ['orderId'])
@Index('uq_order_documents_file_name', ['fileName'], { unique: true })
@Check('ck_order_documents_document_number', `"document_number" IS NULL OR "document_number" >= 1`)
@Check('ck_order_documents_uploaded_by', `"uploaded_by" IN ('customer', 'admin')`)
@Check('ck_order_documents_file_size', `"file_size" >= 0`)
export class OrderDocument {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.documents, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  /** The name the uploader's file had; shown, never used as a path. */
  @Column({ type: 'text' })
  originalName: string;

  /** Random storage name (the only name used on disk / in the bucket). */
  @Column({ type: 'text' })
  fileName: string;

  @Column({ type: 'text' })
  mimeType: string;

  /** Bytes. */
  @Column({ type: 'integer' })
  fileSize: number;

  @Column({ type: 'text' })
  documentType: string;

  /** Which of the order's documents the file is of (1-based, as the form numbered them); null for staff uploads and older files. */
  @Column({ type: 'integer', nullable: true })
  documentNumber: number | null;

  @Column({ type: 'text', default: 'customer' })
  uploadedBy: DocumentUploader;

  @Column({ type: 'boolean', default: false })
  isApostilleComplete: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  uploadedAt: Date;

  /**
   * When the file was removed (retention after delivery, or a data-deletion request). The record
   * stays for the order's history; its file is gone and no download link is made for it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  purgedAt: Date | null;
}
