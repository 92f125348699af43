import { createHash } from 'node:crypto';
import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { centsToDollars } from '@apostille/domain';
import { DataSource } from 'typeorm';
import { PricingService, type PricedOrder } from '../pricing/pricing.service.js';
import type { CreatePaymentIntentDto } from './dto/create-payment-intent.dto.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { PAYMENT_MESSAGES, PaymentGateway } from './payment-provider.js';

export interface PaymentIntentAnswer {
  clientSecret: string;
  /** Server-computed total in dollars. */
  verifiedAmount: number;
  paymentIntentId: string;
}

/** Statuses in which an intent may still be paid, so an identical request can reuse it. */
const REUSABLE: PaymentStatus[] = ['requires_payment_method', 'failed'];

/** Payment intents for web orders: priced by the server, created once per distinct request, verified before an order exists. */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly pricing: PricingService,
  ) {}

  async createIntent(request: CreatePaymentIntentDto): Promise<PaymentIntentAnswer> {
    const priced = this.pricing.price({
      serviceLevel: request.serviceLevel,
      documentCount: request.documentCount,
      deliveryMethod: request.deliveryMethod,
      shippingRateId: request.selectedShippingRate?.rateId,
      additionalServices: request.additionalServices,
    });
    const amountCents = priced.quote.totalCents;
    const fingerprint = this.fingerprint(request, priced);

    return this.dataSource.transaction(async (manager) => {
      // Identical concurrent requests wait here and then find the intent the first one created.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [fingerprint]);
      const payments = manager.getRepository(Payment);
      // Every intent made for these inputs so far (a handful at most), newest first.
      const earlier = await payments.find({ where: { requestFingerprint: fingerprint }, order: { id: 'DESC' } });
      const open = earlier.find(
        (p) => p.orderId === null && p.provider === this.gateway.name && p.amountCents === amountCents && REUSABLE.includes(p.status),
      );
      if (open) {
        const existing = await this.gateway.retrieveIntent(open.paymentIntentId);
        if (existing && REUSABLE.includes(existing.status) && existing.amountCents === amountCents) {
          return { clientSecret: existing.clientSecret, verifiedAmount: centsToDollars(amountCents), paymentIntentId: existing.id };
        }
        if (existing) await payments.update({ id: open.id }, { status: existing.status });
      }
      const attempts = earlier.length;
      const intent = await this.gateway.createIntent({
        amountCents,
        currency: 'usd',
        description: `Apostille order: ${priced.quote.serviceLevelName}, ${priced.quote.documentCount} document(s)`,
        receiptEmail: request.customerEmail,
        metadata: {
          serviceLevel: priced.quote.serviceLevel,
          documentCount: String(priced.quote.documentCount),
          customerName: (request.metadata?.customerName ?? '').slice(0, 200),
        },
        idempotencyKey: `${fingerprint}:${attempts}`,
      });
      await payments.insert({
        provider: this.gateway.name,
        paymentIntentId: intent.id,
        amountCents,
        currency: 'usd',
        status: intent.status,
        requestFingerprint: fingerprint,
      });
      return { clientSecret: intent.clientSecret, verifiedAmount: centsToDollars(amountCents), paymentIntentId: intent.id };
    });
  }

  /**
   * Confirms with the provider that the intent succeeded for exactly `amountCents`, records its status,
   * and answers the local payment row. Throws a 4xx with a clear message otherwise.
   */
  async verifyPaid(paymentIntentId: string, amountCents: number): Promise<Payment> {
    const payments = this.dataSource.getRepository(Payment);
    const row = await payments.findOne({ where: { paymentIntentId } });
    const intent = row ? await this.gateway.retrieveIntent(paymentIntentId) : undefined;
    if (!row || !intent) throw new BadRequestException(PAYMENT_MESSAGES.paymentNotFound);
    if (intent.status !== row.status) await payments.update({ id: row.id }, { status: intent.status });
    if (intent.status !== 'succeeded') throw new HttpException(PAYMENT_MESSAGES.paymentNotCompleted, HttpStatus.PAYMENT_REQUIRED);
    if (intent.amountCents !== amountCents || intent.currency !== 'usd' || row.amountCents !== amountCents) {
      throw new BadRequestException(PAYMENT_MESSAGES.amountMismatch);
    }
    return { ...row, status: intent.status };
  }

  private fingerprint(request: CreatePaymentIntentDto, priced: PricedOrder): string {
    const normalised = {
      provider: this.gateway.name,
      serviceLevel: priced.quote.serviceLevel,
      documentCount: priced.quote.documentCount,
      deliveryMethod: request.deliveryMethod ?? null,
      rateId: priced.shippingRate?.rateId ?? null,
      scanning: request.additionalServices?.scanning === true,
      translation: request.additionalServices?.translation === true,
      documentTypes: request.documentTypes ?? [],
      email: (request.customerEmail ?? '').trim().toLowerCase(),
      amountCents: priced.quote.totalCents,
    };
    return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
  }
}
