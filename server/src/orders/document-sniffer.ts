import { extname } from 'node:path';

export interface SniffedType {
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  /** Extension the stored copy gets. */
  extension: '.pdf' | '.jpg' | '.png';
  /** Extensions an original file name may carry for this content. */
  nameExtensions: readonly string[];
}

const PDF: SniffedType = { mimeType: 'application/pdf', extension: '.pdf', nameExtensions: ['.pdf'] };
const JPEG: SniffedType = { mimeType: 'image/jpeg', extension: '.jpg', nameExtensions: ['.jpg', '.jpeg'] };
const PNG: SniffedType = { mimeType: 'image/png', extension: '.png', nameExtensions: ['.png'] };

/** The document type by its first bytes: `%PDF-`, JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A. */
export function sniffBytes(head: Buffer): SniffedType | undefined {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return PNG;
  return undefined;
}

/** The file's real type when its content (first bytes) is a PDF/JPEG/PNG and its name says the same; undefined otherwise. */
export function sniffUpload(head: Buffer, originalName: string): SniffedType | undefined {
  const type = sniffBytes(head);
  if (!type) return undefined;
  return type.nameExtensions.includes(extname(originalName).toLowerCase()) ? type : undefined;
}
