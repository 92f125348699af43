import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';
import { INT32_MAX } from '../../common/input/limits.js';
import { AUTOMATION_TRIGGER_TYPES, type AutomationTriggerType } from '../entities/automation-rule.entity.js';

/** The most order ids one batch request may name (a chunked queue job per order, so no request waits on them). */
export const BATCH_MAX_ORDER_IDS = 10_000;

export const AUTOMATION_REQUEST_MESSAGES = {
  orderIdInvalid: `orderId must be a whole number from 1 to ${INT32_MAX}`,
  triggerTypeInvalid: `triggerType must be one of ${AUTOMATION_TRIGGER_TYPES.join(', ')}`,
  triggerDataInvalid: 'triggerData must be a JSON object',
  orderIdsInvalid: `orderIds must list 1 to ${BATCH_MAX_ORDER_IDS} whole numbers from 1 to ${INT32_MAX}`,
} as const;

export class TriggerAutomationDto {
  @ApiProperty({ example: 42 })
  @IsInt({ message: AUTOMATION_REQUEST_MESSAGES.orderIdInvalid })
  @Min(1, { message: AUTOMATION_REQUEST_MESSAGES.orderIdInvalid })
  @Max(INT32_MAX, { message: AUTOMATION_REQUEST_MESSAGES.orderIdInvalid })
  orderId: number;

  @ApiProperty({ enum: AUTOMATION_TRIGGER_TYPES })
  @IsIn(AUTOMATION_TRIGGER_TYPES, { message: AUTOMATION_REQUEST_MESSAGES.triggerTypeInvalid })
  triggerType: AutomationTriggerType;

  @ApiPropertyOptional({ description: 'Recorded with each run (at most 4 KB of JSON)', example: { reason: 'customer called' } })
  @IsOptional()
  @IsObject({ message: AUTOMATION_REQUEST_MESSAGES.triggerDataInvalid })
  triggerData?: Record<string, unknown>;
}

export class BatchProcessDto {
  @ApiProperty({ type: [Number], example: [12, 7, 3] })
  @IsArray({ message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @ArrayMinSize(1, { message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @ArrayMaxSize(BATCH_MAX_ORDER_IDS, { message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @IsInt({ each: true, message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @Min(1, { each: true, message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  @Max(INT32_MAX, { each: true, message: AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid })
  orderIds: number[];
}
