import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { EXTRA_CHARGE_STATUSES } from '../payments/entities/extra-charge.entity.js';
import { TRANSLATION_QUOTE_STATUSES } from './entities/translation-quote.entity.js';
import { TRANSLATION_SERVICE_STATUSES } from './entities/translation-service.entity.js';

/**
 * A quote's urgency: quote requests are opened 'standard' for a standard order and 'expedited'
 * otherwise (TranslationQuoteRequestsService); nothing else writes the column.
 */
export const TRANSLATION_URGENCIES = ['standard', 'expedited'] as const;

/** A GraphQL enum whose names are the stored values, from the domain's list of them. */
function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
}

export const TranslationServiceStatusEnum = enumOf(TRANSLATION_SERVICE_STATUSES);
registerEnumType(TranslationServiceStatusEnum, { name: 'TranslationServiceStatus' });

export const TranslationQuoteStatusEnum = enumOf(TRANSLATION_QUOTE_STATUSES);
registerEnumType(TranslationQuoteStatusEnum, { name: 'TranslationQuoteStatus' });

export const TranslationUrgencyEnum = enumOf(TRANSLATION_URGENCIES);
registerEnumType(TranslationUrgencyEnum, { name: 'TranslationUrgency' });

/** The state of the payment link a priced quote sent (an extra charge). */
export const TranslationPaymentStatusEnum = enumOf(EXTRA_CHARGE_STATUSES);
registerEnumType(TranslationPaymentStatusEnum, { name: 'TranslationPaymentStatus' });

@ObjectType('TranslationServiceItem')
export class TranslationServiceType {
  @Field(() => Int) id: number;
  @Field(() => Int) orderId: number;
  @Field() orderNumber: string;
  @Field(() => TranslationServiceStatusEnum) status: string;
  @Field() sourceLanguage: string;
  @Field() targetLanguage: string;
  @Field() documentType: string;
  @Field(() => Float, { description: 'Dollars' }) price: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) estimatedCompletionDate: string | null;
  @Field({ description: 'Free text (quote requests open as "certified")' }) certificationLevel: string;
  @Field(() => String, { nullable: true }) translatorId: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
}

@ObjectType('TranslationQuote')
export class TranslationQuoteType {
  @Field(() => Int) id: number;
  @Field(() => TranslationQuoteStatusEnum) status: string;
  @Field() createdAt: Date;
  @Field() customerEmail: string;
  @Field(() => Int, { nullable: true }) orderId: number | null;
  @Field(() => String, { nullable: true }) orderNumber: string | null;
  @Field(() => String, { nullable: true }) destinationCountry: string | null;
  @Field() sourceLanguage: string;
  @Field() targetLanguage: string;
  @Field() documentType: string;
  @Field(() => Float, { nullable: true, description: 'Dollars; null until priced' }) estimatedPrice: number | null;
  @Field({ description: 'Free text (quote requests open as "certified")' }) certificationLevel: string;
  @Field(() => TranslationUrgencyEnum) urgency: string;
  @Field(() => Int, { nullable: true }) wordCount: number | null;
  @Field(() => Int, { nullable: true }) pageCount: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) validUntil: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String, { nullable: true }) paymentUrl: string | null;
  @Field(() => TranslationPaymentStatusEnum, { nullable: true, description: 'Of the payment link, once the quote is priced' }) paymentStatus: string | null;
}
