import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../api/apollo';
import { graphqlRunner } from '../api/graphql';
import type { TranslationQuoteFieldsFragment, TranslationServiceFieldsFragment, TranslationServiceStatus } from '../graphql/generated';
import {
  PRICE_TRANSLATION_QUOTE_MUTATION,
  TRANSLATION_QUOTES_QUERY,
  TRANSLATION_SERVICES_QUERY,
  UPDATE_TRANSLATION_SERVICE_MUTATION,
} from './translationOperations';

export type TranslationServiceItem = TranslationServiceFieldsFragment;
export type TranslationQuoteItem = TranslationQuoteFieldsFragment;

/** Every service status, in the order of the Status menu: a status the schema adds or drops fails the build here. */
const STATUS_MENU: Record<TranslationServiceStatus, true> = { pending: true, in_progress: true, completed: true, cancelled: true };
export const TRANSLATION_SERVICE_STATUSES = Object.keys(STATUS_MENU) as TranslationServiceStatus[];

/** Rows per page the server answers; a full page means there may be more. */
export const TRANSLATIONS_PAGE_SIZE = 100;

export const translationKeys = { all: ['translations'] as const, services: ['translations', 'services'] as const, quotes: ['translations', 'quotes'] as const };

/**
 * The Translations tab's calls to the staff GraphQL API; failures are react-admin HttpErrors, as
 * the data provider's, so serverMessageOf reads the server's reason from them.
 */
export interface TranslationsApi {
  fetchServices: (page: number) => Promise<TranslationServiceItem[]>;
  fetchQuotes: (page: number) => Promise<TranslationQuoteItem[]>;
  updateService: (id: number, change: { status: TranslationServiceStatus; notes: string }) => Promise<TranslationServiceItem>;
  priceQuote: (id: number, price: number) => Promise<TranslationQuoteItem>;
}

export function createTranslationsApi(client: ApolloClient = createApolloClient()): TranslationsApi {
  const { query, mutate } = graphqlRunner(client);

  return {
    fetchServices: async (page) => (await query(TRANSLATION_SERVICES_QUERY, { page })).translationServices,
    fetchQuotes: async (page) => (await query(TRANSLATION_QUOTES_QUERY, { page })).translationQuotes,
    updateService: async (id, { status, notes }) => (await mutate(UPDATE_TRANSLATION_SERVICE_MUTATION, { id, status, notes })).updateTranslationService,
    priceQuote: async (id, price) => (await mutate(PRICE_TRANSLATION_QUOTE_MUTATION, { id, price })).priceTranslationQuote,
  };
}

let shared: TranslationsApi | undefined;

/** The console's instance, made on first use. */
export function translationsApi(): TranslationsApi {
  shared ??= createTranslationsApi();
  return shared;
}
