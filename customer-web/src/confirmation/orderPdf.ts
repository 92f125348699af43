import { ENVELOPE_CHECKLIST, processingCentreAddressLines } from '@apostille/domain';
import type { OrderConfirmation } from '../order/model/types';
import { breakdownRows, documentLines, importantInformation, nextSteps } from './confirmationFacts';

/** Builds and downloads order-{orderNumber}.pdf with the facts of the confirmation page (jsPDF loaded on demand). */
export async function saveOrderPdf(c: OrderConfirmation): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const left = 56;
  const width = doc.internal.pageSize.getWidth() - left * 2;
  const bottom = doc.internal.pageSize.getHeight() - 56;
  let y = 64;
  const ensure = (h: number) => {
    if (y + h > bottom) {
      doc.addPage();
      y = 64;
    }
  };
  const text = (t: string, size = 11, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(t, width) as string[];
    ensure(lines.length * size * 1.3);
    doc.text(lines, left, y);
    y += lines.length * size * 1.3 + 4;
  };

  text('Order Confirmed', 20, true);
  text(`Order number: ${c.order.orderNumber}`, 13, true);
  text(`Customer: ${c.customerName} (${c.customerEmail})`);
  text(`Date: ${new Date(c.createdAt).toLocaleString('en-US')}`);
  // Everything the page says: the expected date, the steps, where to mail what, the prices.
  if (c.order.expectedCompletion) text(c.order.expectedCompletion.text, 11, true);
  y += 8;
  text('What happens next', 14, true);
  nextSteps(c).forEach((s, i) => text(`${i + 1}. ${s}`));
  y += 8;
  text('Mail your documents to', 14, true);
  processingCentreAddressLines().forEach((line) => text(line));
  y += 4;
  text('In the envelope', 12, true);
  ENVELOPE_CHECKLIST.forEach((item) => text(`• ${item}`));
  const documents = documentLines(c);
  if (documents.length > 0) {
    text('The original documents of this order', 12, true);
    documents.forEach((line) => text(line));
  }
  y += 8;
  text('Important information', 14, true);
  importantInformation(c).forEach((s) => text(`• ${s}`));
  y += 8;
  text('Price breakdown', 14, true);
  for (const row of breakdownRows(c)) {
    ensure(16);
    doc.setFont('helvetica', row.total ? 'bold' : 'normal');
    doc.setFontSize(11);
    doc.text(row.label, left, y);
    doc.text(row.amount, left + width, y, { align: 'right' });
    y += 16;
  }
  doc.save(`order-${c.order.orderNumber}.pdf`);
}
