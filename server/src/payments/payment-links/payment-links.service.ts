import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ADMIN_ORDER_ENTRY_MESSAGES, centsToDollars, dollarsToCents, isChargeAmount } from '@apostille/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { ResolvedConfig } from '../../config/secrets.js';
import { OutboxService } from '../../notifications/outbox.service.js';
import { OrderLookupService, type OrderContact } from '../../orders/order-lookup.service.js';
import { ExtraCharge, type ExtraChargeStatus } from '../entities/extra-charge.entity.js';
import { Payment, type PaymentStatus } from '../entities/payment.entity.js';
import { PAYMENT_MESSAGES, PaymentGateway } from '../payment-provider.js';
import { markChargePaid } from './charge-settlement.js';
import { DomainEventBus } from '../../events/domain-event-bus.js';
import { PAYMENT_LINK_TOKEN } from './dto/payment-links.dto.js';
import { paymentLinkMail } from './payment-link-mail.js';
import type { StaffActor } from '../../common/staff-actor.js';
import { UnitOfWork } from '../../database/unit-of-work.js';

/** The contract's charge: { id, description, amount (dollars), status, paymentUrl }. */
export interface ChargeView {
  id: number;
  description: string;
  amount: number;
  status: ExtraChargeStatus;
  paymentUrl: string;
}

/** What the public /pay page shows. checkoutUrl: the provider's hosted page, when the charge is paid there. */
export interface PublicChargeView {
  description: string;
  amount: number;
  status: ExtraChargeStatus;
  orderNumber: string;
  checkoutUrl: string | null;
}

export interface ChargeIntent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

/** A link's payment state: paid, or the URL to pay it while waiting. */
export interface GroupPayment {
  paid: boolean;
  paymentUrl: string | null;
}

/** The one link of a wholesale batch or of a monthly invoice, paying all their orders; neither for an order's own charge. */
interface ChargeGroup {
  orderBatchId?: number;
  monthlyInvoiceId?: number;
}

/** Intent states in which the customer may still pay, so the page reuses the intent instead of making another. */
const REUSABLE: PaymentStatus[] = ['requires_payment_method', 'failed'];

/**
 * Extra charges with payment links. With Stripe the link is a Checkout Session (settled by its
 * webhook); otherwise it is the customer site's /pay/{token} page, which pays an intent with the
 * configured provider and then asks the server to verify it. The token in the link is the only
 * secret: random, 256 bits.
 */
@Injectable()
export class PaymentLinksService {
  private readonly logger = new Logger(PaymentLinksService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly dataSource: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly orders: OrderLookupService,
    private readonly events: DomainEventBus,
  ) {}

  async create(orderId: number, input: { description?: unknown; amount?: unknown }, actor: StaffActor): Promise<{ charge: ChargeView }> {
    const description = typeof input.description === 'string' ? input.description.trim() : '';
    if (!description || description.length > 500 || !isChargeAmount(input.amount)) {
      throw new BadRequestException(ADMIN_ORDER_ENTRY_MESSAGES.invalidExtraCharge);
    }
    const amountCents = dollarsToCents(input.amount);
    const order = await this.orders.contactOf(orderId);
    if (!order) throw new NotFoundException(ADMIN_ORDER_ENTRY_MESSAGES.orderNotFound);

    return this.open(order, description, amountCents, { actorType: 'admin', actorId: actor.adminId, adminId: actor.adminId, ipAddress: actor.ipAddress }, true);
  }

  /**
   * A payment link for an order's own total, asked for by the customer's API integration (no
   * staff member): in the caller's transaction, so the order and its link are written together.
   * No e-mail: the API's answer carries the link to whoever placed the order.
   */
  async createForApiOrder(order: OrderContact, amountCents: number, description: string): Promise<ChargeView> {
    const { charge } = await this.open(
      order,
      description,
      amountCents,
      { actorType: 'customer', actorId: order.customerId, adminId: null, ipAddress: null },
      false,
    );
    return charge;
  }

  /**
   * The one payment link of a wholesale batch, for the batch's total, in the caller's transaction.
   * It hangs on the batch's first order (a charge belongs to an order) and names the batch; paying
   * it pays every order of the batch (OrderPaidService).
   */
  async createForBatch(firstOrder: OrderContact, batchId: number, amountCents: number, description: string): Promise<ChargeView> {
    return this.openGroupLink(firstOrder, { orderBatchId: batchId }, amountCents, description);
  }

  /**
   * The one payment link of a monthly invoice, for its total, in the caller's transaction (the
   * invoice e-mail carries it). Like a batch's: on the invoice's first order, naming the invoice;
   * paying it pays every order of the invoice (OrderPaidService).
   */
  async createForMonthlyInvoice(firstOrder: OrderContact, invoiceId: number, amountCents: number, description: string): Promise<ChargeView> {
    return this.openGroupLink(firstOrder, { monthlyInvoiceId: invoiceId }, amountCents, description);
  }

  /** The payment state of these batches' links, by batch id: paid, or the URL while waiting (the newest link). */
  batchPayments(batchIds: readonly number[]): Promise<Map<number, GroupPayment>> {
    return this.groupPayments('orderBatchId', batchIds);
  }

  /** The payment state of these monthly invoices' links, by invoice id, as for batches. */
  monthlyInvoicePayments(invoiceIds: readonly number[]): Promise<Map<number, GroupPayment>> {
    return this.groupPayments('monthlyInvoiceId', invoiceIds);
  }

  private async openGroupLink(firstOrder: OrderContact, group: ChargeGroup, amountCents: number, description: string): Promise<ChargeView> {
    const { charge } = await this.open(
      firstOrder,
      description,
      amountCents,
      { actorType: 'customer', actorId: firstOrder.customerId, adminId: null, ipAddress: null },
      false,
      group,
    );
    return charge;
  }

  private async groupPayments(column: 'orderBatchId' | 'monthlyInvoiceId', ids: readonly number[]): Promise<Map<number, GroupPayment>> {
    if (ids.length === 0) return new Map();
    const rows = await this.unitOfWork.manager
      .getRepository(ExtraCharge)
      .createQueryBuilder('c')
      .select(['c.id', `c.${column}`, 'c.status', 'c.paymentUrl'])
      .where(`c.${column} IN (:...ids)`, { ids: [...ids] })
      .andWhere(`c.status <> 'cancelled'`)
      .orderBy('c.id', 'ASC')
      .getMany();
    const states = new Map<number, GroupPayment>();
    for (const row of rows) {
      const id = row[column] as number;
      if (states.get(id)?.paid) continue;
      states.set(id, row.status === 'paid' ? { paid: true, paymentUrl: null } : { paid: false, paymentUrl: row.paymentUrl });
    }
    return states;
  }

  /** The payment URLs of these orders' charges still waiting for payment, by order id (the newest when several). */
  async pendingPaymentUrls(orderIds: readonly number[]): Promise<Map<number, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.unitOfWork.manager
      .getRepository(ExtraCharge)
      .createQueryBuilder('c')
      .select(['c.orderId', 'c.paymentUrl'])
      .where('c.order_id IN (:...orderIds)', { orderIds: [...orderIds] })
      .andWhere(`c.status = 'pending'`)
      .orderBy('c.id', 'ASC')
      .getMany();
    return new Map(rows.map((row) => [row.orderId, row.paymentUrl]));
  }

  private async open(
    order: OrderContact,
    description: string,
    amountCents: number,
    by: { actorType: 'admin' | 'customer'; actorId: number | null; adminId: number | null; ipAddress: string | null },
    notify: boolean,
    group: ChargeGroup = {},
  ): Promise<{ charge: ChargeView }> {
    const orderBatchId = group.orderBatchId ?? null;
    const monthlyInvoiceId = group.monthlyInvoiceId ?? null;
    const token = randomBytes(32).toString('base64url');
    const pagePath = `${this.config.publicUrl}/pay/${token}`;
    const hosted = await this.gateway.createHostedCheckout({
      amountCents,
      currency: 'usd',
      description: `${description} (order ${order.orderNumber})`,
      customerEmail: order.customerEmail,
      successUrl: `${pagePath}?paid=1`,
      cancelUrl: pagePath,
      metadata: {
        orderNumber: order.orderNumber,
        kind: 'extra_charge',
        ...(orderBatchId === null ? {} : { batchId: String(orderBatchId) }),
        ...(monthlyInvoiceId === null ? {} : { monthlyInvoiceId: String(monthlyInvoiceId) }),
      },
      idempotencyKey: `payment-link:${token}`,
    });
    const paymentUrl = hosted?.url ?? pagePath;

    const charge = await this.unitOfWork.run(async (manager) => {
      const charges = manager.getRepository(ExtraCharge);
      const row = charges.create({
        orderId: order.id,
        orderBatchId,
        monthlyInvoiceId,
        description,
        amountCents,
        status: 'pending',
        paymentToken: token,
        paymentUrl,
        providerReference: hosted?.id ?? null,
        createdByAdminId: by.adminId,
      });
      await charges.insert(row);
      if (notify) {
        await this.outbox.add({
          orderId: order.id,
          ...paymentLinkMail({
            customerFirstName: order.customerFirstName,
            customerLastName: order.customerLastName,
            customerEmail: order.customerEmail,
            orderNumber: order.orderNumber,
            description,
            amountCents,
            paymentUrl,
            supportEmail: this.config.supportEmail,
          }),
        });
      }
      await this.audit.record({
        actorType: by.actorType,
        actorId: by.actorId,
        action: 'payment_link.created',
        orderId: order.id,
        details: { chargeId: row.id, description, amountCents, provider: hosted ? this.gateway.name : 'offline' },
        ipAddress: by.ipAddress,
      });
      return row;
    });
    this.logger.log(`payment link for ${amountCents} cents created on order ${order.orderNumber}`);
    return { charge: { id: charge.id, description, amount: centsToDollars(amountCents), status: charge.status, paymentUrl } };
  }

  async view(token: string): Promise<PublicChargeView> {
    const { charge, order } = await this.find(this.dataSource.manager, token);
    return {
      description: charge.description,
      amount: centsToDollars(charge.amountCents),
      status: charge.status,
      orderNumber: order.orderNumber,
      checkoutUrl: charge.status === 'pending' && this.isHosted(charge) ? charge.paymentUrl : null,
    };
  }

  /**
   * The payment intent the /pay page confirms: the charge's open intent when there is one (so two
   * tabs pay the same intent and never twice), a new one otherwise. A charge whose earlier intent
   * already succeeded is settled here instead of being charged again.
   */
  async startPayment(token: string, ipAddress: string | null): Promise<ChargeIntent> {
    const outcome = await this.unitOfWork.run(async (manager) => {
      const { charge, order } = await this.find(manager, token, true);
      this.assertPayable(charge);
      const payments = manager.getRepository(Payment);
      const earlier = await payments.find({ where: { extraChargeId: charge.id, provider: this.gateway.name }, order: { id: 'DESC' } });
      for (const row of earlier) {
        const current = await this.gateway.retrieveIntent(row.paymentIntentId);
        if (!current) continue;
        if (current.status !== row.status) await payments.update({ id: row.id }, { status: current.status });
        if (current.status === 'succeeded' && current.amountCents === charge.amountCents) {
          await markChargePaid({ manager, audit: this.audit, events: this.events }, charge.id, this.onSitePayment(current.id, order, ipAddress));
          return { settled: true as const };
        }
        if (REUSABLE.includes(current.status) && current.amountCents === charge.amountCents) return { intent: current };
      }
      const intent = await this.gateway.createIntent({
        amountCents: charge.amountCents,
        currency: 'usd',
        description: `${charge.description} (order ${order.orderNumber})`,
        receiptEmail: order.customerEmail,
        metadata: { orderNumber: order.orderNumber, extraChargeId: String(charge.id) },
        idempotencyKey: `extra-charge:${charge.id}:${earlier.length}`,
      });
      await payments.insert({
        provider: this.gateway.name,
        paymentIntentId: intent.id,
        amountCents: charge.amountCents,
        currency: 'usd',
        status: intent.status,
        extraChargeId: charge.id,
      });
      return { intent };
    });
    if ('settled' in outcome) throw new ConflictException(ADMIN_ORDER_ENTRY_MESSAGES.chargeAlreadyPaid);
    return { clientSecret: outcome.intent.clientSecret, paymentIntentId: outcome.intent.id, amount: centsToDollars(outcome.intent.amountCents) };
  }

  /** After the browser confirmed the intent: verify it with the provider, then mark the charge paid (once). */
  async completePayment(token: string, paymentIntentId: string, ipAddress: string | null): Promise<PublicChargeView> {
    const { charge } = await this.find(this.dataSource.manager, token);
    this.assertPayable(charge);
    const payments = this.dataSource.getRepository(Payment);
    const row = await payments.findOne({ where: { paymentIntentId, extraChargeId: charge.id } });
    const intent = row ? await this.gateway.retrieveIntent(paymentIntentId) : undefined;
    if (!row || !intent) throw new BadRequestException(PAYMENT_MESSAGES.paymentNotFound);
    if (intent.status !== row.status) await payments.update({ id: row.id }, { status: intent.status });
    if (intent.status !== 'succeeded') throw new HttpException(PAYMENT_MESSAGES.paymentNotCompleted, HttpStatus.PAYMENT_REQUIRED);
    if (intent.amountCents !== charge.amountCents || intent.currency !== 'usd') throw new BadRequestException(PAYMENT_MESSAGES.amountMismatch);

    const paid = await this.unitOfWork.run(async (manager) => {
      const { order } = await this.find(manager, token, true);
      return markChargePaid({ manager, audit: this.audit, events: this.events }, charge.id, this.onSitePayment(intent.id, order, ipAddress));
    });
    // Another request settled it between the check and the lock.
    if (!paid) throw new ConflictException(ADMIN_ORDER_ENTRY_MESSAGES.chargeAlreadyPaid);
    return this.view(token);
  }

  private onSitePayment(paymentIntentId: string, order: OrderContact, ipAddress: string | null) {
    return { provider: this.gateway.name, paymentIntentId, actorType: 'customer' as const, actorId: order.customerId, ipAddress };
  }

  private assertPayable(charge: ExtraCharge): void {
    if (charge.status === 'paid') throw new ConflictException(ADMIN_ORDER_ENTRY_MESSAGES.chargeAlreadyPaid);
    if (charge.status === 'cancelled') throw new ConflictException(ADMIN_ORDER_ENTRY_MESSAGES.chargeCancelled);
    // One way to pay per charge: a charge with a hosted checkout is paid there, never also on our page.
    if (this.isHosted(charge)) throw new BadRequestException(ADMIN_ORDER_ENTRY_MESSAGES.payOnHostedPage);
  }

  private isHosted(charge: ExtraCharge): boolean {
    return charge.paymentUrl !== `${this.config.publicUrl}/pay/${charge.paymentToken}`;
  }

  /** The charge behind a token and its order (even a soft-deleted one: the debt stays); 404 otherwise. */
  private async find(manager: EntityManager, token: string, lock = false): Promise<{ charge: ExtraCharge; order: OrderContact }> {
    if (!PAYMENT_LINK_TOKEN.test(token)) throw new NotFoundException(ADMIN_ORDER_ENTRY_MESSAGES.paymentLinkNotFound);
    const query = manager.getRepository(ExtraCharge).createQueryBuilder('c').where('c.payment_token = :token', { token });
    if (lock) query.setLock('pessimistic_write');
    const charge = await query.getOne();
    const order = charge ? await this.orders.contactOf(charge.orderId, { includeDeleted: true }) : null;
    if (!charge || !order) throw new NotFoundException(ADMIN_ORDER_ENTRY_MESSAGES.paymentLinkNotFound);
    return { charge, order };
  }
}
