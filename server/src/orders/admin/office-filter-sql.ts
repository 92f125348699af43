import { BadRequestException } from '@nestjs/common';
import { isRouteOffice, OFFICE_BATCH_MESSAGES } from '@apostille/domain';
import type { SqlValue } from './order-filter-sql.js';

/** null for no office; 400 for an id that is not one of libs/domain's ROUTE_OFFICES. */
export function officeOf(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!isRouteOffice(value)) throw new BadRequestException(OFFICE_BATCH_MESSAGES.unknownOffice);
  return value;
}

/**
 * Orders with a document whose kept route has a step at `office` (a validated id), through
 * order_route_offices (kept by a trigger from orders.document_routes; its primary key starts with the office).
 */
export function officeFilterConditions(office: string | null, value: SqlValue): string[] {
  return office ? [`o.id IN (SELECT r.order_id FROM order_route_offices r WHERE r.office = ${value(office)})`] : [];
}
