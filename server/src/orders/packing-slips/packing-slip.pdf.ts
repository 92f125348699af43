import { ENVELOPE_CHECKLIST, processingCentreAddressLines } from '@apostille/domain';

export interface PackingSlipContent {
  orderNumber: string;
  /** The signed code staff scan on arrival (see PackingSlipToken). */
  code: string;
  customerName: string;
  serviceLevel: string;
  destinationCountry: string;
  /** One per document, with its files. */
  documents: { number: number; documentType: string; files: string[] }[];
  /** Each document's route as priced: its offices in order, on one line. Empty for orders priced the spec's flat way. */
  routes: { documentNumber: number; documentType: string; offices: string[] }[];
}

/** One line per document: "1. FBI Background Check: U.S. Department of State, Office of Authentications". */
export function routeLine(route: PackingSlipContent['routes'][number]): string {
  const offices = route.offices.length > 0 ? route.offices.join(' > ') : 'route confirmed after review';
  return `${route.documentNumber}. ${route.documentType}: ${offices}`;
}

/**
 * The packing slip as a one-page PDF: the order number large enough to read across a desk, the QR
 * code staff scan when the envelope is opened (with the same code as text for typing), the
 * documents that should be inside, and where to send them. Streams are not compressed so the text
 * stays searchable by the customer's PDF reader and by our tests.
 */
export async function renderPackingSlip(content: PackingSlipContent): Promise<Buffer> {
  // Loaded on first use: the PDF and QR libraries hold about 8 MB of an API process's heap, and
  // most processes never print a slip (docs/performance.md, memory).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const qr = await QRCode.toBuffer(content.code, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 220 });
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, compress: false, info: { Title: `Packing slip ${content.orderNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text('Packing slip', { continued: false });
  doc.moveDown(0.3).fontSize(30).text(content.orderNumber);
  doc.image(qr, doc.page.width - 54 - 150, 54, { width: 150 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Code: ${content.code}`, doc.page.width - 54 - 170, 210, { width: 170, align: 'center' });

  doc.font('Helvetica').fontSize(12).text(`Customer: ${content.customerName}`, 54, 140);
  doc.text(`Service: ${content.serviceLevel}`);
  doc.text(`Destination country: ${content.destinationCountry}`);

  doc.moveDown(2.5).font('Helvetica-Bold').fontSize(14).text('Documents in this envelope', 54);
  doc.font('Helvetica').fontSize(12);
  content.documents.forEach((d) => doc.text(`[  ] ${d.number}. ${d.documentType} (${d.files.join(', ')})`));

  if (content.routes.length > 0) {
    doc.moveDown(1.5).font('Helvetica-Bold').fontSize(14).text('Where each document goes');
    doc.font('Helvetica').fontSize(12);
    for (const route of content.routes) doc.text(routeLine(route));
  }

  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(14).text('Before you seal it');
  doc.font('Helvetica').fontSize(12);
  for (const item of ENVELOPE_CHECKLIST) doc.text(`[  ] ${item}`);

  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(14).text('Mail to');
  doc.font('Helvetica').fontSize(12);
  for (const line of processingCentreAddressLines()) doc.text(line);

  doc.end();
  return finished;
}
