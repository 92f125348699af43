import { Module } from '@nestjs/common';
import { OrderUnreadMessagesService } from './order-unread-messages.service.js';

/** The unread-message facts other modules read about orders (providers only). */
@Module({ providers: [OrderUnreadMessagesService], exports: [OrderUnreadMessagesService] })
export class OrderUnreadMessagesModule {}
