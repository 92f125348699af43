import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The versioned API's answers as the OpenAPI document describes them (the handlers return plain
 * objects of the same shape; these classes exist for the document only).
 */
export class V1PaymentView {
  @ApiProperty({ enum: ['card', 'monthly-invoice'], description: 'card: pay at paymentUrl; monthly-invoice: billed on the account’s monthly invoice' })
  method: string;

  @ApiProperty({ enum: ['paid', 'unpaid'] })
  status: string;

  @ApiPropertyOptional({ description: 'The payment page, while a card order is unpaid' })
  paymentUrl?: string;
}

export class V1OrderView {
  @ApiProperty({ example: 'APO-2026-0042' }) orderNumber: string;
  @ApiProperty({ example: 'pending' }) status: string;
  @ApiProperty({ description: 'Dollars', example: 224.4 }) totalAmount: number;
  @ApiProperty() createdAt: string;
  @ApiPropertyOptional() serviceLevel?: string;
  @ApiPropertyOptional() destinationCountry?: string;
  @ApiPropertyOptional() documentCount?: number;
  @ApiPropertyOptional({ type: [String] }) documentTypes?: string[];
  @ApiPropertyOptional({ type: Object, nullable: true, description: 'The expected completion date and its text; null once done' })
  expectedCompletion?: unknown;
  @ApiProperty({ type: String, nullable: true, description: 'Your reference, as sent when the order was placed' })
  customerReference: string | null;
  @ApiProperty({ type: V1PaymentView }) payment: V1PaymentView;
}

export class V1OrderListView {
  @ApiProperty({ type: [V1OrderView] }) orders: V1OrderView[];
}

export class V1UploadedDocumentView {
  @ApiProperty({ description: 'Which of the order’s documents the file is (1-based)' }) documentNumber: number;
  @ApiProperty() documentType: string;
  @ApiProperty() originalName: string;
  @ApiProperty({ enum: ['application/pdf', 'image/jpeg', 'image/png'] }) mimeType: string;
  @ApiProperty({ description: 'Bytes' }) fileSize: number;
}

export class V1UploadView {
  @ApiProperty() orderNumber: string;
  @ApiProperty({ type: [V1UploadedDocumentView] }) documents: V1UploadedDocumentView[];
}

export class V1ErrorView {
  @ApiProperty() statusCode: number;
  @ApiProperty() message: string;
  @ApiPropertyOptional({ description: 'Each refused field: [{ field, message }]', type: 'array', items: { type: 'object' } })
  errors?: { field: string; message: string }[];
}
