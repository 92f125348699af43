import { Global, Injectable, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TranslationProgress, type TranslationState } from '../orders/tracking/translation-progress.js';

/** The translation of an order with the add-on as tracking shows it (before its quote request is opened: quote_pending). */
@Injectable()
export class TranslationStateReader extends TranslationProgress {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async stateOf(orderId: number): Promise<TranslationState> {
    const [row]: { quote_status: string; service_status: string | null; estimated_completion_date: string | null }[] = await this.dataSource.query(
      `SELECT q.status AS quote_status, s.status AS service_status, to_char(s.estimated_completion_date, 'YYYY-MM-DD') AS estimated_completion_date
       FROM translation_quotes q LEFT JOIN translation_services s ON s.quote_id = q.id WHERE q.order_id = $1`,
      [orderId],
    );
    if (!row) return { status: 'quote_pending', estimatedCompletionDate: null };
    return { status: row.service_status ?? `quote_${row.quote_status}`, estimatedCompletionDate: row.estimated_completion_date };
  }
}

/** Provides tracking's TranslationProgress (global: orders imports nothing of translations). */
@Global()
@Module({ providers: [{ provide: TranslationProgress, useClass: TranslationStateReader }], exports: [TranslationProgress] })
export class TranslationProgressModule {}
