import { Module } from '@nestjs/common';
import { CustomerWholesaleService } from './customer-wholesale.service.js';

/** The customers module's part of a wholesale approval. It imports nothing, so the wholesale module can import it without a cycle. */
@Module({ providers: [CustomerWholesaleService], exports: [CustomerWholesaleService] })
export class CustomerWholesaleModule {}
