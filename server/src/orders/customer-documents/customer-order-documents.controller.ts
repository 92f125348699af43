import { BadRequestException, Body, Controller, Get, Param, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { CurrentCustomer } from '../../auth/current-account.decorators.js';
import type { Customer } from '../../customers/entities/customer.entity.js';
import type { StagedFile } from '../../storage/upload-staging.js';
import { ApiOrderEntryService, type UploadedApiDocument } from '../api-entry/api-order-entry.service.js';
import { DocumentUploadInterceptor } from '../document-upload.interceptor.js';
import { CustomerOrderScansService, MAX_SCAN_LOOKUPS, type OrderScans } from './customer-order-scans.service.js';

const ORDER_NUMBERS_INVALID = `Give 1 to ${MAX_SCAN_LOOKUPS} order numbers, separated by commas.`;

/**
 * A signed-in customer's scans for their own orders (a batch's orders need theirs): the same upload
 * the public API's POST /api/v1/orders/:orderNumber/documents makes, through the same service and
 * interceptor, so the file checks and the count limit under the order's lock are the same.
 */
@ApiTags('customers')
@ApiBearerAuth()
@Allow(Permission.Customer)
@Controller('customers/orders')
export class CustomerOrderDocumentsController {
  constructor(
    private readonly orders: ApiOrderEntryService,
    private readonly scans: CustomerOrderScansService,
  ) {}

  @Get('scans')
  @ApiOkResponse({
    description:
      '{ scans: [{ orderNumber, documentCount, uploaded }] } for the given order numbers (comma-separated, at most 100) of this account; others are left out.',
  })
  async scansOf(@CurrentCustomer() customer: Customer, @Query('orderNumbers') orderNumbers: unknown): Promise<{ scans: OrderScans[] }> {
    const numbers =
      typeof orderNumbers === 'string'
        ? [
            ...new Set(
              orderNumbers
                .split(',')
                .map((n) => n.trim().toUpperCase())
                .filter(Boolean),
            ),
          ]
        : [];
    if (numbers.length === 0 || numbers.length > MAX_SCAN_LOOKUPS) throw new BadRequestException(ORDER_NUMBERS_INVALID);
    return { scans: await this.scans.of(customer.id, numbers) };
  }

  @Post(':orderNumber/documents')
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({
    description: "{ orderNumber, documents: [{ documentNumber, documentType, originalName, mimeType, fileSize }] }: each file is the order's next document.",
  })
  @ApiBadRequestResponse({ description: 'No file, a file that is not a PDF/JPG/PNG or too large, or more files than the order has documents left.' })
  @ApiNotFoundResponse({ description: 'No order of this account has that number.' })
  async upload(
    @CurrentCustomer() customer: Customer,
    @Req() request: Request,
    @Param('orderNumber') orderNumber: string,
    // Read only so the shared input checks refuse a NUL in a multipart field, as on every route.
    @Body() _fields: Record<string, unknown>,
  ): Promise<{ orderNumber: string; documents: UploadedApiDocument[] }> {
    const files = ((request.files as StagedFile[] | undefined) ?? []).map((file) => ({
      path: file.path,
      originalName: file.originalname,
      size: file.size,
      head: file.head,
    }));
    const documents = await this.orders.addDocuments(customer.id, orderNumber, files, 'dashboard');
    return { orderNumber: orderNumber.trim().toUpperCase(), documents };
  }
}
