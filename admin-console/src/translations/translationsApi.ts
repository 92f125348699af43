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

export const fetchServices = () => adminRequest<TranslationServiceItem[]>('/api/admin/translation/services');
export const fetchQuotes = () => adminRequest<TranslationQuoteItem[]>('/api/admin/translation/quotes');

export const updateService = (id: number, change: { status: string; notes: string }) =>
  adminRequest<TranslationServiceItem>(`/api/admin/translation/service/${id}`, { method: 'PATCH', json: change });

export const priceQuote = (id: number, price: number) => adminRequest<TranslationQuoteItem>(`/api/admin/translation/quotes/${id}/price`, { json: { price } });
