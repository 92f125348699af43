import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsObject, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { readOrderEntry } from '@apostille/domain';
import { INT32_MAX } from '../../common/input/limits.js';
import { AUTOMATION_TRIGGER_TYPES, type AutomationTriggerType } from '../entities/automation-rule.entity.js';

/** The most order ids one batch request may name (a chunked queue job per order, so no request waits on them). */
export const BATCH_MAX_ORDER_IDS = 10_000;

export const AUTOMATION_REQUEST_MESSAGES = {
  orderIdInvalid: `orderId must be an order number (APO-2026-005) or a whole number from 1 to ${INT32_MAX}`,
  triggerTypeInvalid: `triggerType must be one of ${AUTOMATION_TRIGGER_TYPES.join(', ')}`,
  triggerDataInvalid: 'triggerData must be a JSON object',
  orderIdsInvalid: `orderIds must list 1 to ${BATCH_MAX_ORDER_IDS} whole numbers from 1 to ${INT32_MAX}`,
  entriesInvalid: `entries must list 1 to ${BATCH_MAX_ORDER_IDS} order numbers or ids, as text or numbers`,
} as const;

export class TriggerAutomationDto {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer' }], example: 'APO-2026-005', description: 'The order number, or the order id' })
  @ValidateBy({ name: 'isOrderReference', validator: { validate: isOrderReference } }, { message: AUTOMATION_REQUEST_MESSAGES.orderIdInvalid })
  orderId: number | string;

  @ApiProperty({ enum: AUTOMATION_TRIGGER_TYPES })
  @IsIn(AUTOMATION_TRIGGER_TYPES, { message: AUTOMATION_REQUEST_MESSAGES.triggerTypeInvalid })
  triggerType: AutomationTriggerType;

  @ApiPropertyOptional({ description: 'Recorded with each run (at most 4 KB of JSON)', example: { reason: 'customer called' } })
  @IsOptional()
  @IsObject({ message: AUTOMATION_REQUEST_MESSAGES.triggerDataInvalid })
  triggerData?: Record<string, unknown>;
}

/** An id (number or digits) or an order number; anything else is refused before any lookup. */
function isOrderReference(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= INT32_MAX;
  return typeof value === 'string' && readOrderEntry(value).kind !== 'refused';
}

/** Text or numbers, so that a list typed by staff reaches the server as typed; each is judged there, one by one. */
function isEntryList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= BATCH_MAX_ORDER_IDS &&
    value.every((entry) => typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry)))
  );
}

/** Either `entries` (order numbers or ids, as staff typed them) or, as before, `orderIds`. */
export class BatchProcessDto {
  @ApiPropertyOptional({ type: [String], example: ['APO-2026-005', '12'], description: 'Order numbers or ids; each is answered on its own' })
  @ValidateIf((body: BatchProcessDto) => body.entries !== undefined || body.orderIds === undefined)
  @ValidateBy({ name: 'isEntryList', validator: { validate: isEntryList } }, { message: AUTOMATION_REQUEST_MESSAGES.entriesInvalid })
  entries?: Array<string | number>;

  @ApiPropertyOptional({ type: [Number], example: [12, 7, 3] })
  @ValidateIf((body: BatchProcessDto) => body.entries === undefined)
  @IsArray({ message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @ArrayMinSize(1, { message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @ArrayMaxSize(BATCH_MAX_ORDER_IDS, { message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @IsInt({ each: true, message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @Min(1, { each: true, message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @Max(INT32_MAX, { each: true, message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  orderIds?: number[];
}
