/** A row of TRANSLATION_ADD_ON_ORDERS_SQL. */
export interface TranslationAddOnOrderRow {
  id: number;
  customer_email: string;
  destination_country: string;
  document_type: string;
  service_level: string;
}

/**
 * Live orders placed with the translation add-on, as a SQL source (use it as `FROM (…) o`) for a
 * reader that must combine it with its own tables in one statement: translations opening the
 * quote requests still missing. Fetching these orders and filtering in the application instead
 * would read every such order each time; inside one statement the database stops at the limit.
 */
export const TRANSLATION_ADD_ON_ORDERS_SQL = `SELECT id, customer_email, destination_country, document_type, service_level
       FROM orders
       WHERE additional_services @> '{"translation": true}' AND deleted_at IS NULL`;
