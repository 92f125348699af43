import { Module } from '@nestjs/common';
import { PricingModule } from '../pricing/pricing.module.js';
import { PublicApiService } from './public-api.service.js';
import { V1Controller } from './v1.controller.js';

/** The versioned API for wholesale accounts (/api/v1), over the owners' services. */
@Module({ imports: [PricingModule], controllers: [V1Controller], providers: [PublicApiService] })
export class PublicApiModule {}
