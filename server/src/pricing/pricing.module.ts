import { Module } from '@nestjs/common';
import { ShippingModule } from '../shipping/shipping.module.js';
import { PricingService } from './pricing.service.js';

@Module({ imports: [ShippingModule], providers: [PricingService], exports: [PricingService] })
export class PricingModule {}
