import { adminRequest } from '../api/request';

export const TRANSLATION_SERVICE_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;

export interface TranslationServiceItem {
  id: number;
  orderId: number;
  orderNumber: string;
  status: string;
  sourceLanguage: string;
  targetLanguage: string;
  documentType: string;
  price: number;
  estimatedCompletionDate: string | null;
  certificationLevel: string;
  notes: string | null;
}

export interface TranslationQuoteItem {
  id: number;
  status: string;
  createdAt: string;
  customerEmail: string;
  orderId: number | null;
  orderNumber: string | null;
  destinationCountry: string | null;
  sourceLanguage: string;
  targetLanguage: string;
  documentType: string;
  estimatedPrice: number | null;
  urgency: string;
  paymentStatus: string | null;
}

export const translationKeys = { all: ['translations'] as const, services: ['translations', 'services'] as const, quotes: ['translations', 'quotes'] as const };

/** Rows per page the server answers; a full page means there may be more. */
export const TRANSLATIONS_PAGE_SIZE = 100;

export const fetchServices = (page: number) => adminRequest<TranslationServiceItem[]>(`/api/admin/translation/services?page=${page}`);
export const fetchQuotes = (page: number) => adminRequest<TranslationQuoteItem[]>(`/api/admin/translation/quotes?page=${page}`);

export const updateService = (id: number, change: { status: string; notes: string }) =>
  adminRequest<TranslationServiceItem>(`/api/admin/translation/service/${id}`, { method: 'PATCH', json: change });

export const priceQuote = (id: number, price: number) => adminRequest<TranslationQuoteItem>(`/api/admin/translation/quotes/${id}/price`, { json: { price } });
