import type { DataSource } from 'typeorm';

export interface TranslationState {
  /** quote_pending, quote_sent, quote_declined, or the service's status once paid. */
  status: string;
  estimatedCompletionDate: string | null;
}

/** What the customer's tracking page shows of the translation of an order with the add-on (before its quote request is opened: quote_pending). */
export async function translationStateOf(dataSource: DataSource, orderId: number): Promise<TranslationState> {
  const [row]: { quote_status: string; service_status: string | null; estimated_completion_date: string | null }[] = await dataSource.query(
    `SELECT q.status AS quote_status, s.status AS service_status, to_char(s.estimated_completion_date, 'YYYY-MM-DD') AS estimated_completion_date
     FROM translation_quotes q LEFT JOIN translation_services s ON s.quote_id = q.id WHERE q.order_id = $1`,
    [orderId],
  );
  if (!row) return { status: 'quote_pending', estimatedCompletionDate: null };
  return { status: row.service_status ?? `quote_${row.quote_status}`, estimatedCompletionDate: row.estimated_completion_date };
}
