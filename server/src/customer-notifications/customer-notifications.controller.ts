import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { trimmedOrNull } from '../common/transforms.js';
import { CustomerNotificationsService, type NotificationSent } from './customer-notifications.service.js';
import { ParseIdPipe } from '../common/input/parse-id.pipe.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { staffActor } from '../common/staff-actor.js';

export class DocumentReadyBody {
  @trimmedOrNull
  @IsOptional()
  @IsString({ message: 'Document type must be text.' })
  @MaxLength(100, { message: 'Document type must be at most 100 characters.' })
  documentType?: string | null;
}

export class DeliveryConfirmationBody {
  @trimmedOrNull
  @IsOptional()
  @IsString({ message: 'Tracking number must be text.' })
  @Matches(/^[A-Za-z0-9 -]{1,64}$/, { message: 'Tracking number may only contain letters, digits, spaces and dashes (at most 64).' })
  trackingNumber?: string | null;
}

/** Customer notifications staff send from the console's Notifications tab (requirements A2, A7). */
@ApiTags('admin notifications')
@ApiBearerAuth()
@UseGuards(AdminAuthGuard)
@Allow(Permission.ManageMessages)
@Controller('admin/notifications')
export class CustomerNotificationsController {
  constructor(private readonly notifications: CustomerNotificationsService) {}

  @Post('payment-reminder/:orderId')
  @HttpCode(200)
  paymentReminder(
    @Param('orderId', ParseIdPipe) orderId: number,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<NotificationSent> {
    return this.notifications.send(orderId, { type: 'payment-reminder' }, staffActor(admin, ip));
  }

  @Post('document-ready/:orderId')
  @HttpCode(200)
  documentReady(
    @Param('orderId', ParseIdPipe) orderId: number,
    @Body() body: DocumentReadyBody,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<NotificationSent> {
    return this.notifications.send(orderId, { type: 'document-ready', documentType: body.documentType || 'apostille' }, staffActor(admin, ip));
  }

  @Post('delivery-confirmation/:orderId')
  @HttpCode(200)
  deliveryConfirmation(
    @Param('orderId', ParseIdPipe) orderId: number,
    @Body() body: DeliveryConfirmationBody,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<NotificationSent> {
    return this.notifications.send(orderId, { type: 'delivery-confirmation', trackingNumber: body.trackingNumber || null }, staffActor(admin, ip));
  }
}
