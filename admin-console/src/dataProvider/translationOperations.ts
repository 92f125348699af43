import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PriceTranslationQuoteMutation,
  PriceTranslationQuoteMutationVariables,
  TranslationQuotesQuery,
  TranslationQuotesQueryVariables,
  TranslationServicesQuery,
  TranslationServicesQueryVariables,
  UpdateTranslationServiceMutation,
  UpdateTranslationServiceMutationVariables,
} from '../graphql/generated';

// The Translations tab's operations; each document carries its generated result and variables
// types (src/graphql/generated.ts), so a change of the server's contract fails the console's build.

const TRANSLATION_SERVICE_FIELDS = gql`
  fragment TranslationServiceFields on TranslationServiceItem {
    id
    orderId
    orderNumber
    status
    sourceLanguage
    targetLanguage
    documentType
    price
    estimatedCompletionDate
    certificationLevel
    notes
  }
`;

const TRANSLATION_QUOTE_FIELDS = gql`
  fragment TranslationQuoteFields on TranslationQuote {
    id
    status
    createdAt
    customerEmail
    orderId
    orderNumber
    destinationCountry
    sourceLanguage
    targetLanguage
    documentType
    estimatedPrice
    urgency
    paymentStatus
  }
`;

/** One page (of 100) of services, newest first. */
export const TRANSLATION_SERVICES_QUERY: TypedDocumentNode<TranslationServicesQuery, TranslationServicesQueryVariables> = gql`
  ${TRANSLATION_SERVICE_FIELDS}
  query TranslationServices($page: Int!) {
    translationServices(page: $page) {
      ...TranslationServiceFields
    }
  }
`;

/** One page (of 100) of quote requests, newest first. */
export const TRANSLATION_QUOTES_QUERY: TypedDocumentNode<TranslationQuotesQuery, TranslationQuotesQueryVariables> = gql`
  ${TRANSLATION_QUOTE_FIELDS}
  query TranslationQuotes($page: Int!) {
    translationQuotes(page: $page) {
      ...TranslationQuoteFields
    }
  }
`;

export const UPDATE_TRANSLATION_SERVICE_MUTATION: TypedDocumentNode<UpdateTranslationServiceMutation, UpdateTranslationServiceMutationVariables> = gql`
  ${TRANSLATION_SERVICE_FIELDS}
  mutation UpdateTranslationService($id: Int!, $status: TranslationServiceStatus, $notes: String) {
    updateTranslationService(id: $id, status: $status, notes: $notes) {
      ...TranslationServiceFields
    }
  }
`;

/** Prices a pending quote; the server e-mails the customer a payment link. */
export const PRICE_TRANSLATION_QUOTE_MUTATION: TypedDocumentNode<PriceTranslationQuoteMutation, PriceTranslationQuoteMutationVariables> = gql`
  ${TRANSLATION_QUOTE_FIELDS}
  mutation PriceTranslationQuote($id: Int!, $price: Float!) {
    priceTranslationQuote(id: $id, price: $price) {
      ...TranslationQuoteFields
    }
  }
`;
