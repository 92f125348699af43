/**
 * Where a customer downloads the packing slip of an order: the same proof as tracking (order number
 * and the order's e-mail), so the link in the confirmation e-mail and the button on the confirmation
 * page need no sign-in.
 */
export function packingSlipPath(orderNumber: string, email: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/packing-slip?email=${encodeURIComponent(email)}`;
}

/** One document of an order as the customer sees it: its files together under one number. */
export interface OrderDocumentGroup {
  number: number;
  documentType: string;
  files: string[];
}

/**
 * The customer's files as documents: files of one document (the same `documentNumber`) are listed
 * once, together, so the e-mail lists and the packing slip boxes what goes in the envelope. Files
 * without a number (older orders) are a document each. Numbered 1.. in order of first file.
 */
export function groupFilesByDocument(files: readonly { documentNumber?: number | null; documentType: string; originalName: string }[]): OrderDocumentGroup[] {
  const groups: OrderDocumentGroup[] = [];
  const byNumber = new Map<number, OrderDocumentGroup>();
  for (const file of files) {
    const existing = file.documentNumber == null ? undefined : byNumber.get(file.documentNumber);
    if (existing) {
      existing.files.push(file.originalName);
      continue;
    }
    const group = { number: groups.length + 1, documentType: file.documentType, files: [file.originalName] };
    groups.push(group);
    if (file.documentNumber != null) byNumber.set(file.documentNumber, group);
  }
  return groups;
}
