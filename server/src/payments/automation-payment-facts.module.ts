import { Module } from '@nestjs/common';
import { AutomationPaymentFactsService } from './automation-payment-facts.service.js';

/** The payment facts the automation rules read. Providers only, for automation's worker processes too. */
@Module({ providers: [AutomationPaymentFactsService], exports: [AutomationPaymentFactsService] })
export class AutomationPaymentFactsModule {}
