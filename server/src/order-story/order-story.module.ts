import { Module } from '@nestjs/common';
import { OrderUnreadMessagesModule } from '../messaging/order-unread-messages.module.js';
import { OrderPaidModule } from '../payments/order-paid.module.js';
import { OrderListMarksResolver } from './order-list-marks.resolver.js';
import { OrderStoryController } from './order-story.controller.js';
import { OrderStoryService } from './order-story.service.js';

/**
 * A read model over the tables of every module an order touches, each part from its owner's SQL
 * form or service: the order page's story, and the paid and unread-message marks of the orders list.
 * Nothing imports this folder, so composing them all creates no dependency back.
 */
@Module({
  imports: [OrderPaidModule, OrderUnreadMessagesModule],
  controllers: [OrderStoryController],
  providers: [OrderStoryService, OrderListMarksResolver],
})
export class OrderStoryModule {}
