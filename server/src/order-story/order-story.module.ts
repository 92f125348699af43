import { Module } from '@nestjs/common';
import { OrderStoryController } from './order-story.controller.js';
import { OrderStoryService } from './order-story.service.js';

/**
 * A read model over the tables of every module an order touches, each part from its owner's SQL
 * form. Nothing imports this folder, so composing them all creates no dependency back.
 */
@Module({ controllers: [OrderStoryController], providers: [OrderStoryService] })
export class OrderStoryModule {}
