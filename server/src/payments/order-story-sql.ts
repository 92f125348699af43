/**
 * The payments part of an order's console page, for the one-statement story
 * (order-story/order-story.service.ts): SELECTs over this module's tables for the order whose id
 * is the SQL expression `orderIdSql`. Kept here so a change to these tables is made beside them.
 */

/** Payments for the order itself and for its extra charges. */
export const paymentsOfOrderSql = (orderIdSql: string) =>
  `SELECT p.id, p.provider, p.amount_cents, p.status, p.extra_charge_id, p.created_at FROM payments p
    WHERE p.order_id = ${orderIdSql} OR p.extra_charge_id IN (SELECT id FROM extra_charges WHERE order_id = ${orderIdSql})`;

export const extraChargesOfOrderSql = (orderIdSql: string) =>
  `SELECT id, description, amount_cents, status, created_at, paid_at FROM extra_charges WHERE order_id = ${orderIdSql}`;
