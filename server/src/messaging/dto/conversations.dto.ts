import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { decimalIntegerText } from '../../common/input/ids.js';
import { MAX_PAGE } from '../../common/input/limits.js';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CONVERSATION_PRIORITIES, CONVERSATION_STATUSES } from '../entities/conversation.entity.js';
import { CONVERSATIONS_MAX_PAGE_SIZE, MESSAGING_MESSAGES } from '../messaging-limits.js';

export class ConversationListQuery {
  @ApiPropertyOptional({ enum: CONVERSATION_STATUSES })
  @IsOptional()
  @IsIn(CONVERSATION_STATUSES, { message: MESSAGING_MESSAGES.invalidStatus })
  status?: string;

  @ApiPropertyOptional({ description: "An order number, or part of the customer's name or e-mail", maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: MESSAGING_MESSAGES.searchTooLong })
  search?: string;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Transform(decimalIntegerText)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: CONVERSATIONS_MAX_PAGE_SIZE })
  @IsOptional()
  @Transform(decimalIntegerText)
  @IsInt()
  @Min(1)
  @Max(CONVERSATIONS_MAX_PAGE_SIZE)
  pageSize?: number;
}

/** Blank, whitespace-only and over-long replies are refused by the service (one rule for REST and GraphQL). */
export class ConversationReplyDto {
  @ApiProperty({ example: 'Your apostille was issued today.' })
  @IsString({ message: MESSAGING_MESSAGES.blankReply })
  content: string;
}

export class ConversationUpdateDto {
  @ApiPropertyOptional({ enum: CONVERSATION_STATUSES })
  @IsOptional()
  @IsIn(CONVERSATION_STATUSES, { message: MESSAGING_MESSAGES.invalidStatus })
  status?: string;

  @ApiPropertyOptional({ enum: CONVERSATION_PRIORITIES })
  @IsOptional()
  @IsIn(CONVERSATION_PRIORITIES, { message: MESSAGING_MESSAGES.invalidPriority })
  priority?: string;
}

/** The console's e-mail test form: the same path a real inbound e-mail takes. */
export class ProcessEmailDto {
  @ApiProperty({ example: 'jane@example.com' })
  @IsString({ message: MESSAGING_MESSAGES.emailFieldsRequired })
  customerEmail: string;

  @ApiProperty({ example: 'Question about APO-2026-001' })
  @IsString({ message: MESSAGING_MESSAGES.emailFieldsRequired })
  subject: string;

  @ApiProperty({ example: 'When will my apostille be ready?' })
  @IsString({ message: MESSAGING_MESSAGES.emailFieldsRequired })
  content: string;
}
