import { BadRequestException, Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BATCH_MESSAGES, batchTemplateCsv } from '@apostille/domain';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { RATE_LIMIT_WINDOW_MS } from '../common/throttling/rate-limits.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { BatchCsvUploadInterceptor } from './batch-csv-upload.interceptor.js';
import type { BatchCheckAnswer } from '@apostille/domain';
import { BatchOrdersService, type BatchDetail, type BatchSummary, type PlaceBatchFields } from './batch-orders.service.js';

/** Batch checks per client and minute: each reads up to 10,000 rows, and a person fixes a file a few times. */
export const BATCH_CHECK_RATE_LIMIT = { limit: 10, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** A wholesale account's batch of orders as a CSV: the template, the row-by-row check before anything is charged, placing and paying it once, and its batches. */
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

  @Post()
  @RateLimit(BATCH_CHECK_RATE_LIMIT)
  @UseInterceptors(BatchCsvUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({
    description:
      'Fields: file (the CSV), expectedTotalCents, returnAddress (JSON { street, city, state, zipCode, country }) and the Idempotency-Key header. 201 the batch with its orders; 200 the same batch for the same key and request; 400 row errors (errors[].field "rows[<row>].<column>"), nothing written; 409 total differs, nothing written; 422 key used for another request.',
  })
  @ApiForbiddenResponse({ description: 'Not a confirmed wholesale account.' })
  async place(
    @CurrentCustomer() customer: Customer,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() fields: PlaceBatchFields,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<BatchDetail> {
    const file = request.file;
    if (!file) throw new BadRequestException(BATCH_MESSAGES.noFile);
    const { batch, created } = await this.batches.place(customer.id, file.buffer, fields, idempotencyKey);
    response.status(created ? 201 : 200);
    return batch;
  }

  @Get()
  @ApiOkResponse({ description: '[{ id, createdAt, rowCount, totalCents, payment: { method, status, paymentUrl while unpaid } }], newest first.' })
  list(@CurrentCustomer() customer: Customer): Promise<BatchSummary[]> {
    return this.batches.list(customer.id);
  }

  @Get(':id')
  @ApiOkResponse({ description: "The batch with its orders: [{ orderNumber, status, customerReference, totalCents, paid }]. 404 for another account's batch." })
  batch(@CurrentCustomer() customer: Customer, @Param('id', ParseIdPipe) id: number): Promise<BatchDetail> {
    return this.batches.batch(customer.id, id);
  }
}
