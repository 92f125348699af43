import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { MAX_DOCUMENTS_PER_ORDER, SERVICE_LEVELS } from '@apostille/domain';

export class V1AddOns {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'scanning must be true or false' }) scanning?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'translation must be true or false' }) translation?: boolean;
}

/** POST /api/v1/quote: what an order would cost this account (its wholesale tier applied). */
export class V1QuoteDto {
  @ApiProperty({ enum: SERVICE_LEVELS })
  @IsIn(SERVICE_LEVELS, { message: `serviceLevel must be one of ${SERVICE_LEVELS.join(', ')}` })
  serviceLevel: string;

  @ApiProperty({ minimum: 1, maximum: MAX_DOCUMENTS_PER_ORDER })
  @IsInt({ message: `documentCount must be a whole number from 1 to ${MAX_DOCUMENTS_PER_ORDER}` })
  @Min(1, { message: `documentCount must be a whole number from 1 to ${MAX_DOCUMENTS_PER_ORDER}` })
  @Max(MAX_DOCUMENTS_PER_ORDER, { message: `documentCount must be a whole number from 1 to ${MAX_DOCUMENTS_PER_ORDER}` })
  documentCount: number;

  @ApiPropertyOptional({ type: V1AddOns })
  @IsOptional()
  @ValidateNested()
  @Type(() => V1AddOns)
  additionalServices?: V1AddOns;
}
