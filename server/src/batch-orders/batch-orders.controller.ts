import { BadRequestException, Body, Controller, Get, Header, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BATCH_MESSAGES, batchTemplateCsv } from '@apostille/domain';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { RATE_LIMIT_WINDOW_MS } from '../common/throttling/rate-limits.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { BatchCsvUploadInterceptor } from './batch-csv-upload.interceptor.js';
import type { BatchCheckAnswer } from '@apostille/domain';
import { BatchOrdersService } from './batch-orders.service.js';

/** Batch checks per client and minute: each reads up to 10,000 rows, and a person fixes a file a few times. */
export const BATCH_CHECK_RATE_LIMIT = { limit: 10, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** A wholesale account's batch of orders as a CSV: the template, and the row-by-row check before anything is charged. */
@ApiTags('customers')
@ApiBearerAuth()
@Allow(Permission.Customer)
@Controller('customers/batch-orders')
export class BatchOrdersController {
  constructor(private readonly batches: BatchOrdersService) {}

  @Get('template.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="batch-order-template.csv"')
  @ApiOkResponse({ description: 'The header and one example row.' })
  template(): string {
    return batchTemplateCsv();
  }

  @Post('check')
  @HttpCode(200)
  @RateLimit(BATCH_CHECK_RATE_LIMIT)
  @UseInterceptors(BatchCsvUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({
    description:
      '{ rows: [{ row, values, errors: [{ column, message }], price }], summary: { rowCount, validRows, invalidRows, totalCents, savingsCents } }; nothing is stored. 400 { message } for a file that is not a usable CSV (header, size, rows, encoding).',
  })
  @ApiForbiddenResponse({ description: 'Not a confirmed wholesale account.' })
  check(
    @CurrentCustomer() customer: Customer,
    @Req() request: Request,
    // Read only so the shared input checks refuse a NUL in a multipart field, as on every route.
    @Body() _fields: Record<string, unknown>,
  ): Promise<BatchCheckAnswer> {
    const file = request.file;
    if (!file) throw new BadRequestException(BATCH_MESSAGES.noFile);
    return this.batches.check(customer.id, file.buffer);
  }
}
