import { formatUsd, packingSlipPath, processingCentreAddressLines } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import type { Order } from './entities/order.entity.js';
import { escapeHtml } from '../common/escape-html.js';

export interface ConfirmationMailInput {
  order: Pick<
    Order,
    | 'orderNumber'
    | 'customerFirstName'
    | 'customerLastName'
    | 'customerEmail'
    | 'destinationCountry'
    | 'documentCount'
    | 'selectedShippingRate'
    | 'serviceLevelPriceCents'
    | 'additionalDocumentPriceCents'
    | 'stateFeesCents'
    | 'shippingPriceCents'
    | 'deliveryPriceCents'
    | 'discountCents'
    | 'totalAmountCents'
  >;
  serviceLevelName: string;
  documents: { originalName: string; documentType: string }[];
  additionalServiceLines: { name: string; priceCents: number }[];
  supportEmail: string;
  publicUrl: string;
}

/** The order confirmation: order number, what to mail where, and the price breakdown. */
export function orderConfirmationMail(input: ConfirmationMailInput): NewOutboxMail {
  const { order } = input;
  const priceLines: [string, number][] = [
    [`${input.serviceLevelName} (first document)`, order.serviceLevelPriceCents],
    [`Additional documents (${order.documentCount - 1})`, order.additionalDocumentPriceCents],
    [`State government fees (${order.documentCount} x $10)`, order.stateFeesCents],
    ...input.additionalServiceLines.map((line): [string, number] => [line.name, line.priceCents]),
    [`Return shipping${order.selectedShippingRate ? `: ${order.selectedShippingRate.serviceDescription}` : ''}`, order.shippingPriceCents],
    ['Delivery', order.deliveryPriceCents],
  ];
  if (order.discountCents > 0) priceLines.push(['Discount', -order.discountCents]);
  const address = processingCentreAddressLines();
  const slipUrl = `${input.publicUrl}${packingSlipPath(order.orderNumber, order.customerEmail)}`;
  const trackUrl = `${input.publicUrl}/tracking?order=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.customerEmail)}`;

  const text = [
    `Dear ${order.customerFirstName} ${order.customerLastName},`,
    '',
    `Thank you for your order. Your order number is ${order.orderNumber}.`,
    '',
    'What to mail:',
    'Please mail the ORIGINAL documents listed below (not copies), together with a printout or a note of your order number:',
    ...input.documents.map((d, i) => `  ${i + 1}. ${d.documentType} (${d.originalName})`),
    '',
    'Where to mail them, our processing centre:',
    ...address.map((line) => `  ${line}`),
    '',
    `Print your packing slip and put it in the envelope: ${slipUrl}`,
    '',
    'Price breakdown:',
    ...priceLines.map(([label, cents]) => `  ${label}: ${formatUsd(cents)}`),
    `  Total paid: ${formatUsd(order.totalAmountCents)}`,
    '',
    `Destination country: ${order.destinationCountry}`,
    `Track your order: ${trackUrl}`,
    '',
    `Questions? Write to ${input.supportEmail}.`,
  ].join('\n');

  const html = [
    `<p>Dear ${escapeHtml(order.customerFirstName)} ${escapeHtml(order.customerLastName)},</p>`,
    `<p>Thank you for your order. Your order number is <strong>${escapeHtml(order.orderNumber)}</strong>.</p>`,
    '<h3>What to mail</h3>',
    '<p>Please mail the <strong>original</strong> documents listed below (not copies), together with a printout or a note of your order number:</p>',
    `<ol>${input.documents.map((d) => `<li>${escapeHtml(d.documentType)} (${escapeHtml(d.originalName)})</li>`).join('')}</ol>`,
    '<h3>Where to mail them</h3>',
    `<p>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(slipUrl)}">Print your packing slip</a> and put it in the envelope.</p>`,
    '<h3>Price breakdown</h3>',
    `<table>${priceLines.map(([label, cents]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${formatUsd(cents)}</td></tr>`).join('')}` +
      `<tr><td><strong>Total paid</strong></td><td align="right"><strong>${formatUsd(order.totalAmountCents)}</strong></td></tr></table>`,
    `<p><a href="${escapeHtml(trackUrl)}">Track your order</a></p>`,
    `<p>Questions? Write to ${escapeHtml(input.supportEmail)}.</p>`,
  ].join('\n');

  return {
    kind: 'order_confirmation',
    recipient: order.customerEmail,
    subject: `Order confirmed: ${order.orderNumber}`,
    textBody: text,
    htmlBody: html,
  };
}
