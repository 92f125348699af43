import { UseGuards } from '@nestjs/common';
import { Args, Field, Float, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { TranslationsService } from './translations.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { staffActor } from '../common/staff-actor.js';

@ObjectType('TranslationServiceItem')
export class TranslationServiceType {
  @Field(() => Int) id: number;
  @Field(() => Int) orderId: number;
  @Field() orderNumber: string;
  @Field({ description: 'pending, in_progress, completed or cancelled' }) status: string;
  @Field() sourceLanguage: string;
  @Field() targetLanguage: string;
  @Field() documentType: string;
  @Field(() => Float, { description: 'Dollars' }) price: number;
  @Field(() => String, { nullable: true }) estimatedCompletionDate: string | null;
  @Field() certificationLevel: string;
  @Field(() => String, { nullable: true }) translatorId: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
}

@ObjectType('TranslationQuote')
export class TranslationQuoteType {
  @Field(() => Int) id: number;
  @Field({ description: 'pending, sent, accepted or declined' }) status: string;
  @Field() createdAt: Date;
  @Field() customerEmail: string;
  @Field(() => Int, { nullable: true }) orderId: number | null;
  @Field(() => String, { nullable: true }) orderNumber: string | null;
  @Field(() => String, { nullable: true }) destinationCountry: string | null;
  @Field() sourceLanguage: string;
  @Field() targetLanguage: string;
  @Field() documentType: string;
  @Field(() => Float, { nullable: true, description: 'Dollars' }) estimatedPrice: number | null;
  @Field() certificationLevel: string;
  @Field() urgency: string;
  @Field(() => Int, { nullable: true }) wordCount: number | null;
  @Field(() => Int, { nullable: true }) pageCount: number | null;
  @Field(() => String, { nullable: true }) validUntil: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String, { nullable: true }) paymentUrl: string | null;
  @Field(() => String, { nullable: true }) paymentStatus: string | null;
}

/** The Translations tab over GraphQL; the same service as the REST routes. */
@Resolver()
@UseGuards(AdminAuthGuard)
@Allow(Permission.UpdateOrders)
export class TranslationsResolver {
  constructor(private readonly translations: TranslationsService) {}

  @Query(() => [TranslationServiceType])
  translationServices(): Promise<TranslationServiceType[]> {
    return this.translations.listServices();
  }

  @Query(() => [TranslationQuoteType])
  translationQuotes(): Promise<TranslationQuoteType[]> {
    return this.translations.listQuotes();
  }

  @Mutation(() => TranslationServiceType)
  updateTranslationService(
    @Args('id', { type: () => Int }) id: number,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
    @Args('notes', { type: () => String, nullable: true }) notes: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<TranslationServiceType> {
    return this.translations.updateService(id, { status, notes }, staffActor(admin, ip));
  }

  @Mutation(() => TranslationQuoteType, { description: 'Prices a quote; the customer is e-mailed a payment link' })
  @Allow(Permission.ManagePaymentLinks)
  priceTranslationQuote(
    @Args('id', { type: () => Int }) id: number,
    @Args('price', { type: () => Float }) price: number,
    @Args('targetLanguage', { type: () => String, nullable: true }) targetLanguage: string | null,
    @Args('notes', { type: () => String, nullable: true }) notes: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<TranslationQuoteType> {
    return this.translations.priceQuote(id, { price, targetLanguage, notes }, staffActor(admin, ip));
  }
}
