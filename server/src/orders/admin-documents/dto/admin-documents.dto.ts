import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_ORDER_ENTRY_MESSAGES } from '@apostille/domain';

/** Multipart sends booleans as text. */
const toBoolean = Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

/** The text fields of POST /api/admin/orders/:id/documents (the files arrive as `documents`). */
export class UploadAdminDocumentsDto {
  @IsOptional()
  @IsString({ message: ADMIN_ORDER_ENTRY_MESSAGES.filesAndTypeRequired })
  @MaxLength(100, { message: ADMIN_ORDER_ENTRY_MESSAGES.filesAndTypeRequired })
  documentType?: string;

  @IsOptional()
  @toBoolean
  @IsBoolean({ message: 'isApostilleComplete must be true or false' })
  isApostilleComplete?: boolean;
}

/** PATCH /api/admin/orders/:id/documents/:documentId. */
export class MarkDocumentDto {
  @IsBoolean({ message: 'isApostilleComplete must be true or false' })
  isApostilleComplete: boolean;
}
