import { formatUsd, packingSlipPath, processingCentreAddressLines } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import type { Order } from './entities/order.entity.js';
import { renderMail } from '../notifications/templates/render-mail.js';
import { orderConfirmationTemplate } from '../notifications/templates/order-confirmation.js';
import { orderTrackingUrl } from '../notifications/templates/links.js';

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

/** The order confirmation: order number, what to mail where, the packing slip and the price breakdown. */
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
  const slipUrl = `${input.publicUrl}${packingSlipPath(order.orderNumber, order.customerEmail)}`;
  const trackUrl = orderTrackingUrl(input.publicUrl, order.orderNumber, order.customerEmail);

  return {
    kind: 'order_confirmation',
    recipient: order.customerEmail,
    ...renderMail(
      orderConfirmationTemplate,
      {
        firstName: order.customerFirstName,
        lastName: order.customerLastName,
        orderNumber: order.orderNumber,
        documents: input.documents.map((d, i) => ({ number: i + 1, documentType: d.documentType, originalName: d.originalName })),
        address: processingCentreAddressLines(),
        slipUrl,
        priceLines: priceLines.map(([label, cents]) => ({ label, amount: formatUsd(cents) })),
        total: formatUsd(order.totalAmountCents),
        destinationCountry: order.destinationCountry,
        trackUrl,
      },
      { supportEmail: input.supportEmail },
    ),
  };
}
