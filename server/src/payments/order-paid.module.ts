import { Module } from '@nestjs/common';
import { OrderPaidService } from './order-paid.service.js';

/** Whether orders are paid, for readers outside payments/ (providers only). */
@Module({ providers: [OrderPaidService], exports: [OrderPaidService] })
export class OrderPaidModule {}
