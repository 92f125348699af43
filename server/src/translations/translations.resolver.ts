import { BadRequestException, UseGuards } from '@nestjs/common';
import { Args, Float, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { TRANSLATIONS_MAX_PAGE, TRANSLATIONS_PAGE_SIZE, TranslationsService } from './translations.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { staffActor } from '../common/staff-actor.js';
import type { TranslationServiceStatus } from './entities/translation-service.entity.js';
import { TranslationQuoteType, TranslationServiceStatusEnum, TranslationServiceType } from './translations.types.js';

export const TRANSLATION_PAGE_MESSAGE = `page must be a whole number from 1 to ${TRANSLATIONS_MAX_PAGE}`;

const PAGE_ARG = {
  type: () => Int,
  defaultValue: 1,
  description: `1 to ${TRANSLATIONS_MAX_PAGE}: pages of ${TRANSLATIONS_PAGE_SIZE}, newest first; a full page means another may follow`,
};

/** The same bounds as the REST lists' `page` query parameter. */
function checkedPage(page: number): number {
  if (!Number.isInteger(page) || page < 1 || page > TRANSLATIONS_MAX_PAGE) throw new BadRequestException(TRANSLATION_PAGE_MESSAGE);
  return page;
}

/** The Translations tab over GraphQL: the same service, permissions and rules as the REST routes. */
@Resolver()
@UseGuards(AdminAuthGuard)
@Allow(Permission.UpdateOrders)
export class TranslationsResolver {
  constructor(private readonly translations: TranslationsService) {}

  @Query(() => [TranslationServiceType], { description: 'Translation services, newest first' })
  translationServices(@Args('page', PAGE_ARG) page: number): Promise<TranslationServiceType[]> {
    return this.translations.listServices(checkedPage(page));
  }

  @Query(() => [TranslationQuoteType], { description: 'Translation quote requests, newest first (one per order with the translation add-on)' })
  translationQuotes(@Args('page', PAGE_ARG) page: number): Promise<TranslationQuoteType[]> {
    return this.translations.listQuotes(checkedPage(page));
  }

  @Mutation(() => TranslationServiceType, { description: 'Changes the status, the notes, or both (at least one)' })
  updateTranslationService(
    @Args('id', { type: () => Int }) id: number,
    @Args('status', { type: () => TranslationServiceStatusEnum, nullable: true }) status: TranslationServiceStatus | null,
    @Args('notes', { type: () => String, nullable: true, description: 'At most 2000 characters; blank clears them' }) notes: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<TranslationServiceType> {
    return this.translations.updateService(id, { status, notes }, staffActor(admin, ip));
  }

  @Mutation(() => TranslationQuoteType, { description: 'Prices a pending quote; the customer is e-mailed a payment link' })
  @Allow(Permission.ManagePaymentLinks)
  priceTranslationQuote(
    @Args('id', { type: () => Int }) id: number,
    @Args('price', { type: () => Float, description: 'Dollars, above 0, at most 2 decimals' }) price: number,
    @Args('targetLanguage', { type: () => String, nullable: true }) targetLanguage: string | null,
    @Args('notes', { type: () => String, nullable: true }) notes: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<TranslationQuoteType> {
    return this.translations.priceQuote(id, { price, targetLanguage, notes }, staffActor(admin, ip));
  }
}
