import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TRANSLATION_ADD_ON_ORDERS_SQL, type TranslationAddOnOrderRow } from '../orders/translation-add-on-orders-sql.js';
import { destinationLanguage } from './destination-language.js';
import { TranslationQuote } from './entities/translation-quote.entity.js';

/**
 * Opens a pending translation quote for every order with the translation add-on that has none:
 * when the Translations tab lists quotes, and every minute from a job scheduler, so requests exist
 * even when nobody looks. Needs only the database, so the queue-worker process can run it.
 */
@Injectable()
export class TranslationQuoteRequestsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Opens a quote request for every order with the translation add-on that has none yet. Order
   * placement writes the order in one statement and stays unaware of translations; this catches
   * up before quotes are read and on a schedule, and the unique order_id makes repeats harmless.
   */
  async openMissing(): Promise<number> {
    // One statement over the orders module's add-on orders: the database stops at the limit.
    const orders: TranslationAddOnOrderRow[] = await this.dataSource.query(
      `SELECT o.id, o.customer_email, o.destination_country, o.document_type, o.service_level
       FROM (${TRANSLATION_ADD_ON_ORDERS_SQL}) o
       WHERE NOT EXISTS (SELECT 1 FROM translation_quotes q WHERE q.order_id = o.id)
       ORDER BY o.id LIMIT 500`,
    );
    if (orders.length === 0) return 0;
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(TranslationQuote)
      .values(
        orders.map((order) => ({
          orderId: order.id,
          status: 'pending' as const,
          customerEmail: order.customer_email,
          destinationCountry: order.destination_country,
          sourceLanguage: 'English',
          targetLanguage: destinationLanguage(order.destination_country),
          documentType: order.document_type,
          certificationLevel: 'certified',
          urgency: order.service_level === 'standard' ? 'standard' : 'expedited',
        })),
      )
      .orIgnore()
      .execute();
    return orders.length;
  }
}
