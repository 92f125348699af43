import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CANCELLATION_MESSAGES, CANCELLATION_REASON_MAX, ORDER_NUMBER_PATTERN } from '@apostille/domain';

/** POST /api/customers/orders/:orderNumber/cancellation: the customer's reason is optional. */
export class CancellationRequestDto {
  @ApiPropertyOptional({ maxLength: CANCELLATION_REASON_MAX })
  // Decorators run bottom up and the first failure is the message: the type is checked first.
  @IsOptional()
  @MaxLength(CANCELLATION_REASON_MAX, { message: CANCELLATION_MESSAGES.reasonTooLong })
  @IsString({ message: CANCELLATION_MESSAGES.reasonNotText })
  reason?: string;
}

/** An order number as customers see it (APO-2026-001); anything else is not an order of theirs. */
export class OrderNumberParam {
  @ApiProperty({ example: 'APO-2026-001' })
  @Matches(ORDER_NUMBER_PATTERN, { message: CANCELLATION_MESSAGES.orderNotFound })
  @MaxLength(40, { message: CANCELLATION_MESSAGES.orderNotFound })
  @IsString({ message: CANCELLATION_MESSAGES.orderNotFound })
  orderNumber: string;
}
