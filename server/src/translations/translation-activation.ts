import { Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OnDomainEvent } from '../events/domain-event-bus.js';
import type { NewDomainEvent } from '../events/domain-event-publisher.js';

/** Days a certified translation usually takes once paid; staff adjust the date when it differs. */
const TRANSLATION_DAYS = 7;

/** The extra charge just paid, as the payment's transaction read it. */
export interface PaidCharge {
  id: number;
  amountCents: number;
}

/**
 * When the charge that bills a translation quote is paid, inside the payment's transaction: the
 * quote becomes accepted and its translation service starts (in_progress) at the price paid.
 * Nothing happens for any other charge, and a replayed payment changes nothing (one service per quote).
 */
async function activateTranslationForCharge(manager: EntityManager, audit: AuditService, charge: PaidCharge): Promise<void> {
  const [quote]: { id: number; order_id: number }[] = await manager.query(
    // Through a CTE: the driver answers a bare UPDATE … RETURNING as [rows, count].
    `WITH accepted AS (
       UPDATE translation_quotes SET status = 'accepted', updated_at = now() WHERE extra_charge_id = $1 AND status = 'sent' RETURNING id, order_id
     ) SELECT * FROM accepted`,
    [charge.id],
  );
  if (!quote) return;
  const [service]: { id: number }[] = await manager.query(
    `INSERT INTO translation_services (order_id, quote_id, status, source_language, target_language, document_type, price_cents, certification_level, estimated_completion_date)
     SELECT q.order_id, q.id, 'in_progress', q.source_language, q.target_language, q.document_type, $3::int, q.certification_level, current_date + $2::int
     FROM translation_quotes q
     WHERE q.id = $1
     ON CONFLICT (quote_id) DO NOTHING
     RETURNING id`,
    [quote.id, TRANSLATION_DAYS, charge.amountCents],
  );
  if (!service) return;
  await audit.record({
    actorType: 'system',
    actorId: null,
    action: 'translation.activated',
    orderId: quote.order_id,
    details: { quoteId: quote.id, serviceId: service.id, chargeId: charge.id },
  });
}

/**
 * A paid extra charge publishes 'payment.received' with its id; the translation it billed (if any)
 * starts in that same transaction. Payments do not know translations exist: this subscriber does.
 */
@Injectable()
export class TranslationActivationSubscriber {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  @OnDomainEvent('payment.received')
  async activatePaidTranslations(events: readonly NewDomainEvent[]): Promise<void> {
    for (const { payload } of events) {
      const { extraChargeId, amountCents } = payload;
      if (typeof extraChargeId !== 'number' || typeof amountCents !== 'number') continue;
      await activateTranslationForCharge(this.unitOfWork.manager, this.audit, { id: extraChargeId, amountCents });
    }
  }
}

/** In every process (API and worker), wherever a charge may be settled. */
@Module({ providers: [TranslationActivationSubscriber] })
export class TranslationActivationModule {}
