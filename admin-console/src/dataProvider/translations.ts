import { HttpError, type GetListParams, type GetListResult, type RaRecord, type UpdateParams } from 'react-admin';
import type { GraphqlCall } from '../api/graphql';
import type { TranslationQuoteFieldsFragment, TranslationServiceFieldsFragment, TranslationServiceStatus } from '../graphql/generated';
import {
  PRICE_TRANSLATION_QUOTE_MUTATION,
  TRANSLATION_QUOTES_QUERY,
  TRANSLATION_SERVICES_QUERY,
  UPDATE_TRANSLATION_SERVICE_MUTATION,
} from './translationOperations';

/** The react-admin resources of the Translations tab. */
export const TRANSLATION_SERVICES = 'translation-services';
export const TRANSLATION_QUOTES = 'translation-quotes';

export type TranslationServiceItem = TranslationServiceFieldsFragment;
export type TranslationQuoteItem = TranslationQuoteFieldsFragment;

/** Every service status, in the order of the Status menu: a status the schema adds or drops fails the build here. */
const STATUS_MENU: Record<TranslationServiceStatus, true> = { pending: true, in_progress: true, completed: true, cancelled: true };
export const TRANSLATION_SERVICE_STATUSES = Object.keys(STATUS_MENU) as TranslationServiceStatus[];

/** Rows per page the server answers (fixed); a full page means there may be more. */
export const TRANSLATIONS_PAGE_SIZE = 100;

/**
 * The server pages by 100 and gives no total, so the list says only whether another page may
 * follow (react-admin's partial pagination); a list asked for other page sizes still gets 100.
 */
function pageOf<T extends RaRecord>(rows: T[], page: number): GetListResult<T> {
  return { data: rows, pageInfo: { hasNextPage: rows.length === TRANSLATIONS_PAGE_SIZE, hasPreviousPage: page > 1 } };
}

const pageParam = (params: GetListParams) => Math.max(1, params.pagination?.page ?? 1);

export async function translationServicesList(query: GraphqlCall, params: GetListParams): Promise<GetListResult<TranslationServiceItem>> {
  const page = pageParam(params);
  return pageOf((await query(TRANSLATION_SERVICES_QUERY, { page })).translationServices, page);
}

export async function translationQuotesList(query: GraphqlCall, params: GetListParams): Promise<GetListResult<TranslationQuoteItem>> {
  const page = pageParam(params);
  return pageOf((await query(TRANSLATION_QUOTES_QUERY, { page })).translationQuotes, page);
}

/** A service's status and notes, saved together. */
export async function updateTranslationService(mutate: GraphqlCall, params: UpdateParams): Promise<TranslationServiceItem> {
  const data = (params.data ?? {}) as { status?: unknown; notes?: unknown };
  const status = TRANSLATION_SERVICE_STATUSES.find((known) => known === data.status) ?? null;
  const notes = typeof data.notes === 'string' ? data.notes : null;
  return (await mutate(UPDATE_TRANSLATION_SERVICE_MUTATION, { id: Number(params.id), status, notes })).updateTranslationService;
}

/** A quote's only change: its price (dollars), which e-mails the customer a payment link. */
export async function priceTranslationQuote(mutate: GraphqlCall, params: UpdateParams): Promise<TranslationQuoteItem> {
  const price = Number((params.data as { price?: unknown } | undefined)?.price);
  if (!Number.isFinite(price) || price <= 0) throw new HttpError('Enter a price above zero', 400);
  return (await mutate(PRICE_TRANSLATION_QUOTE_MUTATION, { id: Number(params.id), price })).priceTranslationQuote;
}
