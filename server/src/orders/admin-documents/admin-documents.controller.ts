import { Body, Controller, HttpCode, Param, Patch, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { ParseIdPipe } from '../../common/input/parse-id.pipe.js';
import { ApiBearerAuth, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AdminUser } from '../../admin/entities/admin-user.entity.js';
import type { AdminOrderDocumentType } from '../admin/admin-orders.types.js';
import { AdminAuthGuard } from '../../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../../auth/current-account.decorators.js';
import { DocumentUploadInterceptor } from '../document-upload.interceptor.js';
import type { StagedFile } from '../../storage/upload-staging.js';
import { AdminDocumentsService } from './admin-documents.service.js';
import { MarkDocumentDto, UploadAdminDocumentsDto } from './dto/admin-documents.dto.js';
import { Allow, Permission } from '../../auth/allow.decorator.js';
import { staffActor } from '../../common/staff-actor.js';

@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Allow(Permission.ManageDocuments)
@Controller('admin/orders/:id/documents')
export class AdminDocumentsController {
  constructor(private readonly documents: AdminDocumentsService) {}

  @Post()
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: '{ documents: AdminOrderDocument[] }' })
  async upload(
    @Param('id', ParseIdPipe) orderId: number,
    @Body() form: UploadAdminDocumentsDto,
    @Req() request: Request,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<{ documents: AdminOrderDocumentType[] }> {
    const files = ((request.files as StagedFile[] | undefined) ?? []).map((file) => ({
      path: file.path,
      originalName: file.originalname,
      size: file.size,
      head: file.head,
    }));
    return { documents: await this.documents.upload(orderId, files, form, staffActor(admin, ipAddress)) };
  }

  @Patch(':documentId')
  @ApiOkResponse({ description: '{ document: AdminOrderDocument }' })
  async mark(
    @Param('id', ParseIdPipe) orderId: number,
    @Param('documentId', ParseIdPipe) documentId: number,
    @Body() body: MarkDocumentDto,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<{ document: AdminOrderDocumentType }> {
    return { document: await this.documents.markComplete(orderId, documentId, body.isApostilleComplete, staffActor(admin, ipAddress)) };
  }

  @Post(':documentId/download-link')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ url, expiresAt }: a signed, expiring /uploads/apostille-docs link' })
  downloadLink(
    @Param('id', ParseIdPipe) orderId: number,
    @Param('documentId', ParseIdPipe) documentId: number,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ipAddress: string | null,
  ): Promise<{ url: string; expiresAt: string }> {
    return this.documents.downloadLink(orderId, documentId, staffActor(admin, ipAddress));
  }
}
