import { Body, Controller, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { decimalIntegerText } from '../common/input/ids.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Allow as AcceptField, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { type QuoteView, type ServiceView, TRANSLATIONS_MAX_PAGE, TRANSLATIONS_PAGE_SIZE, TranslationsService } from './translations.service.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { staffActor } from '../common/staff-actor.js';

/** Status and notes are checked by the service (one rule for REST and GraphQL). */
export class UpdateTranslationServiceDto {
  @ApiPropertyOptional({ enum: ['pending', 'in_progress', 'completed', 'cancelled'] })
  @AcceptField()
  status?: unknown;

  @ApiPropertyOptional()
  @AcceptField()
  notes?: unknown;
}

export class PriceTranslationQuoteDto {
  @ApiProperty({ example: 120, description: 'Dollars, above 0, at most 2 decimals' })
  @AcceptField()
  price: unknown;

  @ApiPropertyOptional({ example: 'Spanish' })
  @IsOptional()
  @IsString()
  targetLanguage?: string;

  @ApiPropertyOptional()
  @AcceptField()
  notes?: unknown;
}

export class TranslationListQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: TRANSLATIONS_MAX_PAGE, description: `Pages of ${TRANSLATIONS_PAGE_SIZE}, newest first` })
  @IsOptional()
  @Transform(decimalIntegerText)
  @IsInt()
  @Min(1)
  @Max(TRANSLATIONS_MAX_PAGE)
  page?: number;
}

@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Allow(Permission.UpdateOrders)
@Controller('admin/translation')
export class AdminTranslationsController {
  constructor(private readonly translations: TranslationsService) {}

  @Get('services')
  @ApiOkResponse({ description: 'Translation services, newest first.' })
  services(@Query() query: TranslationListQuery): Promise<ServiceView[]> {
    return this.translations.listServices(query.page);
  }

  @Get('quotes')
  @ApiOkResponse({ description: 'Translation quote requests, newest first (one per order with the translation add-on).' })
  quotes(@Query() query: TranslationListQuery): Promise<QuoteView[]> {
    return this.translations.listQuotes(query.page);
  }

  @Patch('service/:id')
  @ApiOkResponse({ description: 'The service after the change.' })
  updateService(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateTranslationServiceDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<ServiceView> {
    return this.translations.updateService(id, body, staffActor(admin, ip));
  }

  @Post('quotes/:id/price')
  @Allow(Permission.ManagePaymentLinks)
  @ApiOkResponse({ description: 'The priced quote; the customer is e-mailed a payment link for it.' })
  price(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: PriceTranslationQuoteDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<QuoteView> {
    return this.translations.priceQuote(id, body, staffActor(admin, ip));
  }
}
