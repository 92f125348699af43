import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { centsToDollars, dollarsToCents, isChargeAmount } from '@apostille/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { ExtraChargesService, type PaymentLinkState } from '../payments/extra-charges.service.js';
import { PaymentLinksService } from '../payments/payment-links/payment-links.service.js';
import { TranslationQuote } from './entities/translation-quote.entity.js';
import { TranslationQuoteRequestsService } from './quote-requests.service.js';
import { TRANSLATION_SERVICE_STATUSES, TranslationService, type TranslationServiceStatus } from './entities/translation-service.entity.js';
import type { StaffActor } from '../common/staff-actor.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export const TRANSLATION_MESSAGES = {
  quoteNotFound: 'Translation quote not found',
  serviceNotFound: 'Translation service not found',
  quoteAlreadyPriced: 'This quote has already been priced',
  invalidPrice: 'Price must be a dollar amount above 0 and at most $1,000,000, with at most 2 decimals',
  invalidStatus: `Status must be one of ${TRANSLATION_SERVICE_STATUSES.join(', ')}`,
  notesTooLong: 'Notes must be at most 2000 characters',
  nothingToUpdate: 'Give a status or notes',
} as const;

const NOTES_MAX_LENGTH = 2000;
/** How long a priced quote stays valid. */
const QUOTE_VALID_DAYS = 30;
/** Rows per page of the lists, newest first; the console's "Load more" asks for the next page. */
export const TRANSLATIONS_PAGE_SIZE = 100;
/** The furthest page asked for (100,000 rows): a bound on the offset the database must skip. */
export const TRANSLATIONS_MAX_PAGE = 1000;

export interface QuoteView {
  id: number;
  status: string;
  createdAt: Date;
  customerEmail: string;
  orderId: number | null;
  orderNumber: string | null;
  destinationCountry: string | null;
  sourceLanguage: string;
  targetLanguage: string;
  documentType: string;
  /** Dollars; null until priced. */
  estimatedPrice: number | null;
  certificationLevel: string;
  urgency: string;
  wordCount: number | null;
  pageCount: number | null;
  validUntil: string | null;
  notes: string | null;
  paymentUrl: string | null;
  paymentStatus: string | null;
}

export interface ServiceView {
  id: number;
  orderId: number;
  orderNumber: string;
  status: TranslationServiceStatus;
  sourceLanguage: string;
  targetLanguage: string;
  documentType: string;
  /** Dollars. */
  price: number;
  estimatedCompletionDate: string | null;
  certificationLevel: string;
  translatorId: string | null;
  notes: string | null;
}

/**
 * Translations: an order with the translation add-on has a quote request; staff price it, which
 * sends a payment link through the extra-charge flow; once paid the service runs (see
 * TranslationActivationSubscriber, on the payment.received event) and staff keep its status and notes.
 */
@Injectable()
export class TranslationsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly paymentLinks: PaymentLinksService,
    private readonly audit: AuditService,
    private readonly orders: OrderLookupService,
    private readonly charges: ExtraChargesService,
    private readonly quoteRequests: TranslationQuoteRequestsService,
  ) {}

  async listQuotes(page = 1): Promise<QuoteView[]> {
    await this.quoteRequests.openMissing();
    const quotes = await this.dataSource
      .getRepository(TranslationQuote)
      .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: TRANSLATIONS_PAGE_SIZE, skip: pageOffset(page) });
    return this.quoteViews(quotes);
  }

  async listServices(page = 1): Promise<ServiceView[]> {
    const services = await this.dataSource
      .getRepository(TranslationService)
      .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: TRANSLATIONS_PAGE_SIZE, skip: pageOffset(page) });
    return this.serviceViews(this.dataSource.manager, services);
  }

  /**
   * Prices a pending quote: the customer gets a payment link (the extra-charge flow) and the quote
   * is 'sent'. The quote is claimed first, so two staff members pricing at once send one link.
   */
  async priceQuote(id: number, input: { price?: unknown; notes?: unknown; targetLanguage?: unknown }, actor: StaffActor): Promise<QuoteView> {
    const price = input.price;
    if (!isChargeAmount(price)) throw new BadRequestException(TRANSLATION_MESSAGES.invalidPrice);
    const notes = typeof input.notes === 'string' ? input.notes.trim() || null : null;
    if (notes && notes.length > NOTES_MAX_LENGTH) throw new BadRequestException(TRANSLATION_MESSAGES.notesTooLong);
    const targetLanguage = typeof input.targetLanguage === 'string' && input.targetLanguage.trim() ? input.targetLanguage.trim().slice(0, 100) : null;

    const quotes = this.dataSource.getRepository(TranslationQuote);
    const quote = await quotes.findOne({ where: { id } });
    if (!quote || quote.orderId === null) throw new NotFoundException(TRANSLATION_MESSAGES.quoteNotFound);
    const claimed = await quotes.update({ id, status: 'pending' }, { status: 'sent' });
    if (!claimed.affected) throw new ConflictException(TRANSLATION_MESSAGES.quoteAlreadyPriced);

    const language = targetLanguage ?? quote.targetLanguage;
    let chargeId: number;
    try {
      const { charge } = await this.paymentLinks.create(quote.orderId, { description: `Certified translation into ${language}`, amount: price }, actor);
      chargeId = charge.id;
    } catch (error) {
      await quotes.update({ id }, { status: 'pending' });
      throw error;
    }
    const validUntil = new Date(Date.now() + QUOTE_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
    await this.unitOfWork.run(async (manager) => {
      await manager
        .getRepository(TranslationQuote)
        .update(
          { id },
          { extraChargeId: chargeId, estimatedPriceCents: dollarsToCents(price), validUntil, targetLanguage: language, ...(notes ? { notes } : {}) },
        );
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'translation.quote_priced',
        orderId: quote.orderId,
        details: { quoteId: id, chargeId, priceCents: dollarsToCents(price) },
        ipAddress: actor.ipAddress,
      });
    });
    const priced = await quotes.findOneOrFail({ where: { id } });
    const [view] = await this.quoteViews([priced]);
    return view;
  }

  async updateService(id: number, input: { status?: unknown; notes?: unknown }, actor: StaffActor): Promise<ServiceView> {
    const changes: Partial<Pick<TranslationService, 'status' | 'notes'>> = {};
    if (input.status !== undefined && input.status !== null) {
      if (!TRANSLATION_SERVICE_STATUSES.includes(input.status as TranslationServiceStatus)) throw new BadRequestException(TRANSLATION_MESSAGES.invalidStatus);
      changes.status = input.status as TranslationServiceStatus;
    }
    if (input.notes !== undefined && input.notes !== null) {
      if (typeof input.notes !== 'string') throw new BadRequestException(TRANSLATION_MESSAGES.notesTooLong);
      const notes = input.notes.trim();
      if (notes.length > NOTES_MAX_LENGTH) throw new BadRequestException(TRANSLATION_MESSAGES.notesTooLong);
      changes.notes = notes || null;
    }
    if (Object.keys(changes).length === 0) throw new BadRequestException(TRANSLATION_MESSAGES.nothingToUpdate);

    return this.unitOfWork.run(async (manager) => {
      const services = manager.getRepository(TranslationService);
      const service = await services.findOne({ where: { id } });
      if (!service) throw new NotFoundException(TRANSLATION_MESSAGES.serviceNotFound);
      const before = { status: service.status, notes: service.notes };
      await services.update({ id }, changes);
      Object.assign(service, changes);
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'translation.service_updated',
        orderId: service.orderId,
        details: { serviceId: id, before, after: changes },
        ipAddress: actor.ipAddress,
      });
      const [view] = await this.serviceViews(manager, [service]);
      return view;
    });
  }

  /** Quotes with their order's number (a deleted order shows none) and their payment link, read in one batch each. */
  private async quoteViews(quotes: TranslationQuote[]): Promise<QuoteView[]> {
    const [orderNumbers, paymentLinks] = await Promise.all([
      this.orders.orderNumbersByIds(quotes.flatMap((quote) => (quote.orderId === null ? [] : [quote.orderId]))),
      this.charges.paymentLinkStatesByIds(quotes.flatMap((quote) => (quote.extraChargeId === null ? [] : [quote.extraChargeId]))),
    ]);
    return quotes.map((quote) =>
      quoteView(
        quote,
        quote.orderId === null ? null : (orderNumbers.get(quote.orderId) ?? null),
        quote.extraChargeId === null ? null : (paymentLinks.get(quote.extraChargeId) ?? null),
      ),
    );
  }

  /**
   * Services with their order's number, read in one batch. A deleted order's number is shown too:
   * its service may still be running and staff must be able to find and wind it down.
   */
  private async serviceViews(manager: EntityManager, services: TranslationService[]): Promise<ServiceView[]> {
    const orderNumbers = await this.orders.orderNumbersByIds(
      services.map((service) => service.orderId),
      { includeDeleted: true },
    );
    return services.map((service) => serviceView(service, orderNumberOfService(service, orderNumbers)));
  }
}

/** A service's order always exists (deleted orders are kept, and removing one removes its services). */
function orderNumberOfService(service: TranslationService, orderNumbers: ReadonlyMap<number, string>): string {
  const orderNumber = orderNumbers.get(service.orderId);
  if (orderNumber === undefined) throw new Error(`translation service ${service.id}: order ${service.orderId} not found`);
  return orderNumber;
}

function quoteView(quote: TranslationQuote, orderNumber: string | null, paymentLink: PaymentLinkState | null): QuoteView {
  return {
    id: quote.id,
    status: quote.status,
    createdAt: quote.createdAt,
    customerEmail: quote.customerEmail,
    orderId: quote.orderId,
    orderNumber,
    destinationCountry: quote.destinationCountry,
    sourceLanguage: quote.sourceLanguage,
    targetLanguage: quote.targetLanguage,
    documentType: quote.documentType,
    estimatedPrice: quote.estimatedPriceCents === null ? null : centsToDollars(quote.estimatedPriceCents),
    certificationLevel: quote.certificationLevel,
    urgency: quote.urgency,
    wordCount: quote.wordCount,
    pageCount: quote.pageCount,
    validUntil: quote.validUntil,
    notes: quote.notes,
    paymentUrl: paymentLink?.paymentUrl ?? null,
    paymentStatus: paymentLink?.status ?? null,
  };
}

function serviceView(service: TranslationService, orderNumber: string): ServiceView {
  return {
    id: service.id,
    orderId: service.orderId,
    orderNumber,
    status: service.status,
    sourceLanguage: service.sourceLanguage,
    targetLanguage: service.targetLanguage,
    documentType: service.documentType,
    price: centsToDollars(service.priceCents),
    estimatedCompletionDate: service.estimatedCompletionDate,
    certificationLevel: service.certificationLevel,
    translatorId: service.translatorId,
    notes: service.notes,
  };
}

/** The rows before a page; a page outside 1…TRANSLATIONS_MAX_PAGE is refused by the caller's input checks. */
function pageOffset(page: number): number {
  return (Math.min(TRANSLATIONS_MAX_PAGE, Math.max(1, Math.floor(page))) - 1) * TRANSLATIONS_PAGE_SIZE;
}
