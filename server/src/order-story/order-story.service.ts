import { Injectable, NotFoundException } from '@nestjs/common';
import { centsToDollars, type DocumentRouteView, ORDER_STORY_MESSAGES, type OrderStoryView } from '@apostille/domain';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { poolOf } from '../database/pool.js';
import type { OrderLineItem, SelectedShippingRate } from '../orders/entities/order.entity.js';
import { toOrderNoteView } from '../orders/admin/order-notes.service.js';
import { staffUsernameSql } from '../admin/staff-name-sql.js';
import { ruleIdOfStatusChangeSql } from '../audit/status-change-rule-sql.js';
import { ruleNameSql } from '../automation/rule-name-sql.js';
import { conversationsOfOrderSql } from '../messaging/order-story-sql.js';
import { emailsOfOrderSql } from '../notifications/order-story-sql.js';
import { extraChargesOfOrderSql, paymentsOfOrderSql } from '../payments/order-story-sql.js';
import { translationsOfOrderSql } from '../translations/order-story-sql.js';
import { documentsOfOrderSql, HISTORY_ROW, orderRowOfStorySql, staffNotesOfOrderSql, statusHistoryOfOrderSql } from '../orders/order-story-sql.js';

const iso = (value: Date | string) => new Date(value).toISOString();

interface OrderRow {
  id: number;
  order_number: string;
  status: string;
  source: string;
  created_at: Timestamp;
  customer_id: number | null;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  service_level: string;
  destination_country: string;
  delivery_method: string;
  document_type: string;
  document_count: number;
  shipping_street: string | null;
  shipping_city: string | null;
  shipping_state: string | null;
  shipping_zip_code: string | null;
  shipping_country: string | null;
  shipping_notes: string | null;
  selected_shipping_rate: SelectedShippingRate | null;
  additional_services: { scanning?: boolean; translation?: boolean } | null;
  line_items: OrderLineItem[] | null;
  notes: string | null;
  service_level_price_cents: number;
  additional_document_price_cents: number;
  state_fees_cents: number;
  shipping_price_cents: number;
  delivery_price_cents: number;
  additional_services_cents: number;
  discount_cents: number;
  total_amount_cents: number;
  /** As kept at placement; absent only if the column is (pre-migration data has []). */
  document_routes?: DocumentRouteView[] | null;
}

type Timestamp = string;

/** The parts of the story as STORY_SQL returns them (timestamps as JSON text). */
interface StoryRows {
  order: OrderRow | null;
  payments: { id: number; provider: string; amount_cents: number; status: string; extra_charge_id: number | null; created_at: Timestamp }[];
  charges: { id: number; description: string; amount_cents: number; status: string; created_at: Timestamp; paid_at: Timestamp | null }[];
  documents: {
    id: number;
    original_name: string;
    document_type: string;
    uploaded_by: string;
    is_apostille_complete: boolean;
    uploaded_at: Timestamp;
    purged_at: Timestamp | null;
  }[];
  history: { old_status: string | null; new_status: string; notes: string | null; changed_at: Timestamp; username: string | null; rule_name: string | null }[];
  emails: { id: number; kind: string; subject: string; status: string; created_at: Timestamp; sent_at: Timestamp | null }[];
  staffNotes: { id: number; body: string; author_name: string; created_at: Timestamp }[];
  conversations: { id: number; subject: string; status: string; last_message_at: Timestamp }[];
  translations: { kind: 'quote' | 'service'; id: number; status: string; source_language: string; target_language: string; price_cents: number | null }[];
}

/** A JSON array of the rows of `select`, in `orderBy` order ([] when there are none). */
const rowsOf = (select: string, orderBy: string) => `COALESCE((SELECT json_agg(r ORDER BY ${orderBy}) FROM (${select}) r), '[]'::json)`;

/**
 * Every part of the story in one statement. One statement reads one snapshot, so the parts agree
 * without a REPEATABLE READ transaction, and the page costs one round trip instead of twelve
 * (`npm run bench:admin`, order page phase: docs/performance.md). The parts over other modules'
 * tables are those modules' own SQL forms, so each table's SQL stays beside its owner;
 * order-story.int-spec.ts reads every part, so a renamed column fails there.
 */
const STORY_SQL = `SELECT json_build_object(
  'order', (${orderRowOfStorySql('$1')}),
  'payments', ${rowsOf(paymentsOfOrderSql('$1'), 'r.created_at, r.id')},
  'charges', ${rowsOf(extraChargesOfOrderSql('$1'), 'r.created_at, r.id')},
  'documents', ${rowsOf(documentsOfOrderSql('$1'), 'r.uploaded_at, r.id')},
  'history', ${rowsOf(
    // Who made each change: the staff member on the row; else the rule whose audit row records it;
    // otherwise the customer flow.
    statusHistoryOfOrderSql(
      '$1',
      `${staffUsernameSql(`${HISTORY_ROW}.changed_by_admin_id`)} AS username,
       ${ruleNameSql(ruleIdOfStatusChangeSql(`${HISTORY_ROW}.order_id`, `${HISTORY_ROW}.changed_at`))} AS rule_name`,
    ),
    'r.changed_at, r.id',
  )},
  'emails', ${rowsOf(emailsOfOrderSql('$1'), 'r.created_at, r.id')},
  'staffNotes', ${rowsOf(staffNotesOfOrderSql('$1'), 'r.created_at, r.id')},
  'conversations', ${rowsOf(conversationsOfOrderSql('$1'), 'r.last_message_at DESC, r.id')},
  'translations', ${rowsOf(translationsOfOrderSql('$1'), 'r.created_at, r.id')}
) AS story`;

/**
 * The whole story of one order for its console page. A read model over the tables of several
 * modules (orders, payments, documents, messaging, translations, audit); it never writes.
 */
@Injectable()
export class OrderStoryService {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    this.pool = poolOf(dataSource);
  }

  async story(orderId: number): Promise<OrderStoryView> {
    // A named statement: each connection plans it once (planning is most of its cost, 6 ms of 7).
    const result = await this.pool.query<{ story: StoryRows }>({ name: 'admin-order-story', text: STORY_SQL, values: [orderId] });
    const { story } = result.rows[0];
    const { order, payments, charges, documents, history, emails, staffNotes, conversations, translations } = story;
    if (!order) throw new NotFoundException(ORDER_STORY_MESSAGES.notFound);
    return {
      order: orderPart(order),
      lineItems: (order.line_items ?? []).map((item) => ({
        documentType: item.documentType,
        documentCount: item.documentCount,
        deliveryMethod: item.deliveryMethod,
        shippingCost: centsToDollars(item.shippingCostCents ?? 0),
        shippingAddress: item.shippingAddress,
      })),
      prices: {
        serviceLevel: centsToDollars(order.service_level_price_cents),
        additionalDocuments: centsToDollars(order.additional_document_price_cents),
        stateFees: centsToDollars(order.state_fees_cents),
        shipping: centsToDollars(order.shipping_price_cents),
        delivery: centsToDollars(order.delivery_price_cents),
        additionalServices: centsToDollars(order.additional_services_cents),
        discount: centsToDollars(order.discount_cents),
        total: centsToDollars(order.total_amount_cents),
      },
      payments: payments.map((p) => ({
        id: p.id,
        provider: p.provider,
        amount: centsToDollars(p.amount_cents),
        status: p.status,
        paidFor: p.extra_charge_id === null ? ('order' as const) : ('extra charge' as const),
        createdAt: iso(p.created_at),
      })),
      extraCharges: charges.map((c) => ({
        id: c.id,
        description: c.description,
        amount: centsToDollars(c.amount_cents),
        status: c.status,
        createdAt: iso(c.created_at),
        paidAt: c.paid_at ? iso(c.paid_at) : null,
      })),
      documents: documents.map((d) => ({
        id: d.id,
        originalName: d.original_name,
        documentType: d.document_type,
        uploadedBy: d.uploaded_by,
        isApostilleComplete: d.is_apostille_complete,
        uploadedAt: iso(d.uploaded_at),
        purged: d.purged_at !== null,
      })),
      history: history.map((h) => ({
        oldStatus: h.old_status,
        newStatus: h.new_status,
        notes: h.notes,
        changedBy: h.username ?? (h.rule_name ? `Automation: ${h.rule_name}` : 'Customer / system'),
        changedAt: iso(h.changed_at),
      })),
      emails: emails.map((e) => ({
        id: e.id,
        kind: e.kind,
        subject: e.subject,
        status: e.status,
        createdAt: iso(e.created_at),
        sentAt: e.sent_at ? iso(e.sent_at) : null,
      })),
      staffNotes: staffNotes.map((note) =>
        toOrderNoteView({ id: note.id, body: note.body, authorName: note.author_name, createdAt: new Date(note.created_at) }),
      ),
      conversations: conversations.map((c) => ({
        id: c.id,
        subject: c.subject,
        status: c.status,
        lastMessageAt: iso(c.last_message_at),
      })),
      translations: translations.map((t) => ({
        kind: t.kind,
        id: t.id,
        status: t.status,
        sourceLanguage: t.source_language,
        targetLanguage: t.target_language,
        price: t.price_cents === null ? null : centsToDollars(t.price_cents),
      })),
      documentRoutes: order.document_routes ?? [],
    };
  }
}

function orderPart(order: OrderRow): OrderStoryView['order'] {
  const hasAddress = Boolean(order.shipping_street || order.shipping_city);
  return {
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    source: order.source,
    createdAt: iso(order.created_at),
    customer: {
      firstName: order.customer_first_name,
      lastName: order.customer_last_name,
      email: order.customer_email,
      phone: order.customer_phone,
      accountId: order.customer_id,
    },
    serviceLevel: order.service_level,
    destinationCountry: order.destination_country,
    deliveryMethod: order.delivery_method,
    documentType: order.document_type,
    documentCount: order.document_count,
    shippingAddress: hasAddress
      ? {
          street: order.shipping_street ?? '',
          city: order.shipping_city ?? '',
          state: order.shipping_state ?? '',
          zipCode: order.shipping_zip_code ?? '',
          country: order.shipping_country ?? '',
          notes: order.shipping_notes ?? '',
        }
      : null,
    returnShipping: order.selected_shipping_rate?.serviceDescription ?? null,
    additionalServices: { scanning: Boolean(order.additional_services?.scanning), translation: Boolean(order.additional_services?.translation) },
    notes: order.notes,
  };
}
