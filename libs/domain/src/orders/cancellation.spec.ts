import { describe, expect, it } from 'vitest';
import { cancellationAllowed, cancellationRefund, cancellationRefundText, refundParts } from './cancellation';

describe('cancellation per the Terms', () => {
  it('is allowed until the documents go to the authority', () => {
    expect(['pending', 'processing', 'docs_received', 'documents_received'].map(cancellationAllowed)).toEqual([true, true, true, true]);
    expect(['authentication_in_progress', 'apostille_complete', 'shipped', 'delivered', 'cancelled', 'nonsense'].map(cancellationAllowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refunds everything before the originals arrive, government fees included', () => {
    const refund = cancellationRefund({ payments: [{ paymentId: 7, amountCents: 30145, checkout: true }], originalsArrived: false, returnShippingCents: 2995 });
    expect(refund).toEqual({ paidCents: 30145, deductions: [], refundCents: 30145, perPayment: [{ paymentId: 7, amountCents: 30145 }] });
    expect(cancellationRefundText(refund)).toBe('You will be refunded $301.45, the full amount paid.');
  });

  it('keeps the return shipping once the originals are at the centre, off the checkout payment first', () => {
    const refund = cancellationRefund({
      payments: [
        { paymentId: 9, amountCents: 5000, checkout: false },
        { paymentId: 7, amountCents: 30145, checkout: true },
      ],
      originalsArrived: true,
      returnShippingCents: 2995,
    });
    expect(refund.refundCents).toBe(32150);
    expect(refund.perPayment).toEqual([
      { paymentId: 7, amountCents: 27150 },
      { paymentId: 9, amountCents: 5000 },
    ]);
    expect(cancellationRefundText(refund)).toBe('You will be refunded $321.50 of the $351.45 paid, less return shipping of your original documents ($29.95).');
  });

  it('never keeps more than was paid, and says so when nothing was paid by card', () => {
    const refund = cancellationRefund({ payments: [{ paymentId: 1, amountCents: 1000, checkout: true }], originalsArrived: true, returnShippingCents: 5000 });
    expect(refund.refundCents).toBe(0);
    expect(refund.perPayment).toEqual([]);
    const none = cancellationRefund({ payments: [], originalsArrived: false, returnShippingCents: 0 });
    expect(cancellationRefundText(none)).toBe('Nothing was paid by card for this order, so there is nothing to refund.');
  });

  it('splits a stored refund amount the same way every time', () => {
    const payments = [
      { paymentId: 2, amountCents: 800, checkout: false },
      { paymentId: 1, amountCents: 1000, checkout: true },
    ];
    expect(refundParts(payments, 1500)).toEqual([
      { paymentId: 1, amountCents: 700 },
      { paymentId: 2, amountCents: 800 },
    ]);
  });
});
