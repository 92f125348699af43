import { BadRequestException } from '@nestjs/common';
import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import { ORDER_ENTRY_REASONS, type OrderEntryReason } from '@apostille/domain';
import { MatchingFilterBody } from '../admin/admin-orders.types.js';
import type { IgnoredEntry } from './order-entry-sorting.js';
import type { OrderSelection } from './order-selection.service.js';

/** Most entries one selection may name (a bulk action queues one event per order). */
export const SELECTION_MAX_ENTRIES = 10_000;

export const ORDER_SELECTION_MESSAGES = {
  exactlyOne: "Choose orders: list them (entries) or give the list's filter (matching), not both",
  entries: `entries must list 1 to ${SELECTION_MAX_ENTRIES} order numbers or ids`,
} as const;

/** The orders a console bulk action applies to: entries (order numbers or ids, as staff read them) or the list's filter. */
@InputType('OrderSelectionInput')
export class OrderSelectionInput {
  @Field(() => [String], { nullable: true, description: 'Order numbers (APO-2026-005) or ids; each is answered on its own' })
  @IsOptional()
  @IsArray({ message: ORDER_SELECTION_MESSAGES.entries })
  @ArrayMinSize(1, { message: ORDER_SELECTION_MESSAGES.entries })
  @ArrayMaxSize(SELECTION_MAX_ENTRIES, { message: ORDER_SELECTION_MESSAGES.entries })
  @IsString({ each: true, message: ORDER_SELECTION_MESSAGES.entries })
  entries?: string[] | null;

  @Field(() => MatchingFilterBody, { nullable: true, description: '"Select all N matching": the list\'s search, status tab and office' })
  @IsOptional()
  @ValidateNested()
  @Type(() => MatchingFilterBody)
  matching?: MatchingFilterBody | null;
}

/** The input as the services take it: exactly one of the two. */
export function toOrderSelection(input: OrderSelectionInput): OrderSelection {
  const hasEntries = Array.isArray(input.entries);
  const hasFilter = input.matching !== undefined && input.matching !== null;
  if (hasEntries === hasFilter) throw new BadRequestException(ORDER_SELECTION_MESSAGES.exactlyOne);
  return hasEntries ? { entries: input.entries as string[] } : { matching: input.matching as MatchingFilterBody };
}

enum OrderEntryReasonEnum {
  unknown = 'unknown',
  deleted = 'deleted',
  duplicate = 'duplicate',
  tooLong = 'tooLong',
  invalid = 'invalid',
}
registerEnumType(OrderEntryReasonEnum, { name: 'OrderEntryReason' });

@ObjectType('IgnoredOrderEntry', { description: 'An entry a bulk action left out, and why' })
export class IgnoredOrderEntryType {
  @Field() entry: string;
  @Field(() => OrderEntryReasonEnum) reason: OrderEntryReason;
  @Field({ description: 'The reason in words' }) reasonText: string;
}

export function toIgnoredEntryType(ignored: IgnoredEntry): IgnoredOrderEntryType {
  return { entry: ignored.entry, reason: ignored.reason, reasonText: ORDER_ENTRY_REASONS[ignored.reason] };
}
