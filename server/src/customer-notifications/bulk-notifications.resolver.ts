import { BadRequestException, UseGuards } from '@nestjs/common';
import { Args, Field, Int, Mutation, ObjectType, registerEnumType, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { staffActor } from '../common/staff-actor.js';
import { IgnoredOrderEntryType, OrderSelectionInput, toIgnoredEntryType, toOrderSelection } from '../orders/selection/order-selection.graphql.js';
import { BulkNotificationsService } from './bulk-notifications.service.js';
import type { NotificationRequest } from './customer-notifications.service.js';

enum CustomerNotificationTypeEnum {
  payment_reminder = 'payment-reminder',
  document_ready = 'document-ready',
  delivery_confirmation = 'delivery-confirmation',
}
registerEnumType(CustomerNotificationTypeEnum, { name: 'CustomerNotificationType' });

const TEXT_MAX = 100;
const TRACKING = /^[A-Za-z0-9 -]{1,64}$/;

@ObjectType('NotificationNotSent')
class NotificationNotSentType {
  @Field() orderNumber: string;
  @Field() reason: string;
}

@ObjectType('BulkNotificationResult')
class BulkNotificationResultType {
  @Field(() => Int) sent: number;
  @Field(() => [IgnoredOrderEntryType]) ignored: IgnoredOrderEntryType[];
  @Field(() => [NotificationNotSentType]) notSent: NotificationNotSentType[];
}

function requestOf(type: CustomerNotificationTypeEnum, documentType: string | null, trackingNumber: string | null): NotificationRequest {
  if (type === CustomerNotificationTypeEnum.payment_reminder) return { type: 'payment-reminder' };
  if (type === CustomerNotificationTypeEnum.document_ready) {
    const text = documentType?.trim() || 'apostille';
    if (text.length > TEXT_MAX) throw new BadRequestException('Document type must be at most 100 characters.');
    return { type: 'document-ready', documentType: text };
  }
  const tracking = trackingNumber?.trim() || null;
  if (tracking !== null && !TRACKING.test(tracking)) {
    throw new BadRequestException('Tracking number may only contain letters, digits, spaces and dashes (at most 64).');
  }
  return { type: 'delivery-confirmation', trackingNumber: tracking };
}

/** Customer notifications from the orders list's selection (the Notifications tab sends one at a time). */
@Resolver()
@UseGuards(AdminAuthGuard)
export class BulkNotificationsResolver {
  constructor(private readonly notifications: BulkNotificationsService) {}

  @Mutation(() => BulkNotificationResultType, { description: 'One e-mail to the customer of each selected order' })
  @Allow(Permission.ManageMessages)
  async notifyCustomersOfOrders(
    @Args('selection', { type: () => OrderSelectionInput }) selection: OrderSelectionInput,
    @Args('type', { type: () => CustomerNotificationTypeEnum }) type: CustomerNotificationTypeEnum,
    @Args('documentType', { type: () => String, nullable: true }) documentType: string | null,
    @Args('trackingNumber', { type: () => String, nullable: true }) trackingNumber: string | null,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<BulkNotificationResultType> {
    const result = await this.notifications.send(toOrderSelection(selection), requestOf(type, documentType, trackingNumber), staffActor(admin, ip));
    return { sent: result.sent, ignored: result.ignored.map(toIgnoredEntryType), notSent: result.notSent };
  }
}
