import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import type { AuditService } from '../../audit/audit.service.js';
import type { AuditActorType } from '../../audit/entities/audit-log-entry.entity.js';
import type { DomainEventBus } from '../../events/domain-event-bus.js';
import { liveOrdersOfBatchSql } from '../../orders/order-batch-sql.js';
import { liveOrdersOfInvoiceSql } from '../../orders/order-invoice-sql.js';
import { ExtraCharge } from '../entities/extra-charge.entity.js';
import { Payment, type PaymentProvider } from '../entities/payment.entity.js';

export interface ChargePayment {
  provider: PaymentProvider;
  /** The provider's id of what paid: the payment intent (or the checkout session when Stripe reports no intent). */
  paymentIntentId: string;
  actorType: AuditActorType;
  actorId: number | null;
  ipAddress: string | null;
}

/** What settling a charge writes with: the caller's transaction, the audit log and the event bus. */
export interface ChargeSettlementContext {
  manager: EntityManager;
  audit: AuditService;
  events: DomainEventBus;
}

/**
 * Marks a pending charge paid inside the caller's transaction, with its succeeded payment row, the
 * 'payment.received' event (whose subscribers act on it in the same transaction: a paid translation
 * quote starts its translation) and the audit row. Answers false when the charge was no longer
 * pending (already paid or cancelled), so a replay changes nothing.
 */
export async function markChargePaid({ manager, audit, events }: ChargeSettlementContext, chargeId: number, payment: ChargePayment): Promise<boolean> {
  // A hosted checkout keeps its session id as the reference; an on-site payment records its intent.
  const [charge]: SettledCharge[] = await manager.query(
    `WITH paid AS (
       UPDATE extra_charges SET status = 'paid', paid_at = now(), provider_reference = COALESCE(provider_reference, $2)
       WHERE id = $1 AND status = 'pending' RETURNING id, order_id, order_batch_id, monthly_invoice_id, amount_cents
     ) SELECT * FROM paid`,
    [chargeId, payment.paymentIntentId],
  );
  if (!charge) return false;
  await manager
    .createQueryBuilder()
    .insert()
    .into(Payment)
    .values({
      provider: payment.provider,
      paymentIntentId: payment.paymentIntentId,
      amountCents: charge.amount_cents,
      currency: 'usd',
      status: 'succeeded',
      extraChargeId: charge.id,
    })
    .orUpdate(['status', 'extra_charge_id'], ['payment_intent_id'])
    .execute();
  await events.publish(
    (await paidOrdersOf(manager, charge)).map((paid) => ({
      type: 'payment.received' as const,
      payload: { orderId: paid.orderId, extraChargeId: charge.id, amountCents: paid.amountCents, provider: payment.provider },
    })),
  );
  await audit.record({
    actorType: payment.actorType,
    actorId: payment.actorId,
    action: 'payment_link.paid',
    orderId: charge.order_id,
    details: { chargeId: charge.id, amountCents: charge.amount_cents, provider: payment.provider, paymentIntentId: payment.paymentIntentId },
    ipAddress: payment.ipAddress,
  });
  return true;
}

interface SettledCharge {
  id: number;
  order_id: number;
  order_batch_id: number | null;
  monthly_invoice_id: number | null;
  amount_cents: number;
}

/**
 * The orders a paid charge pays, each with its share: the charge's own order, or every live order of
 * its batch or monthly invoice (their one link pays them all), so automation hears "payment
 * received" for each. Read here, in the settling transaction, because the event must be written
 * with the payment.
 */
async function paidOrdersOf(manager: EntityManager, charge: SettledCharge): Promise<{ orderId: number; amountCents: number }[]> {
  let rows: { id: number; total_amount_cents: number }[];
  if (charge.order_batch_id !== null) rows = await manager.query(liveOrdersOfBatchSql('$1'), [charge.order_batch_id]);
  else if (charge.monthly_invoice_id !== null) rows = await manager.query(liveOrdersOfInvoiceSql('$1'), [charge.monthly_invoice_id]);
  else return [{ orderId: charge.order_id, amountCents: charge.amount_cents }];
  return rows.map((row) => ({ orderId: row.id, amountCents: row.total_amount_cents }));
}

/** checkout.session.completed (and its async success): the charge whose session this is becomes paid. */
export async function settleCheckoutSession(context: ChargeSettlementContext, session: Stripe.Checkout.Session): Promise<boolean> {
  const { manager } = context;
  if (session.payment_status !== 'paid') return false;
  const charge = await manager.getRepository(ExtraCharge).findOne({ where: { providerReference: session.id } });
  // Only exactly the amount asked for, in dollars, settles the charge.
  if (!charge || charge.status !== 'pending' || session.amount_total !== charge.amountCents || session.currency !== 'usd') return false;
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? session.id);
  return markChargePaid(context, charge.id, { provider: 'stripe', paymentIntentId: intent, actorType: 'system', actorId: null, ipAddress: null });
}
