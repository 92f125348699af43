import { formatUsd } from '@apostille/domain';
import type { NewOutboxMail } from '../../notifications/outbox.service.js';
import { paymentLinkTemplate } from '../../notifications/templates/payments.js';
import { renderMail } from '../../notifications/templates/render-mail.js';

export interface PaymentLinkMailInput {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  orderNumber: string;
  description: string;
  amountCents: number;
  paymentUrl: string;
  supportEmail: string;
}

/** The e-mail that carries a payment link for an extra charge to the order's customer. */
export function paymentLinkMail(input: PaymentLinkMailInput): NewOutboxMail {
  return {
    kind: 'payment_link',
    recipient: input.customerEmail,
    ...renderMail(
      paymentLinkTemplate,
      {
        firstName: input.customerFirstName,
        lastName: input.customerLastName,
        orderNumber: input.orderNumber,
        description: input.description,
        amount: formatUsd(input.amountCents),
        paymentUrl: input.paymentUrl,
      },
      { supportEmail: input.supportEmail },
    ),
  };
}
