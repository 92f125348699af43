import { Module } from '@nestjs/common';
import { CustomerWholesaleModule } from '../customers/customer-wholesale.module.js';
import { WholesaleApplicationsResolver } from './wholesale-applications.resolver.js';
import { WholesaleApplicationsService } from './wholesale-applications.service.js';
import { WholesaleController } from './wholesale.controller.js';
import { WholesaleService } from './wholesale.service.js';

@Module({
  imports: [CustomerWholesaleModule],
  controllers: [WholesaleController],
  providers: [WholesaleService, WholesaleApplicationsService, WholesaleApplicationsResolver],
})
export class WholesaleModule {}
