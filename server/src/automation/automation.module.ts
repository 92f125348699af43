import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider } from '@nestjs/common';
import { AutomationOrdersModule } from '../orders/automation-orders.module.js';
import { OrderSelectionModule } from '../orders/selection/order-selection.module.js';
import { AutomationPaymentFactsModule } from '../payments/automation-payment-facts.module.js';
import { QUEUES } from '../queue/queue-names.js';
import { AutomationEngineService } from './automation-engine.service.js';
import { AutomationRuleCache } from './automation-rule-cache.service.js';
import { AutomationProcessor } from './automation.processor.js';
import { AutomationRelayService } from './automation-relay.service.js';
import { AutomationSchedulerService } from './automation-scheduler.service.js';
import { TimeFactsService } from './time-facts.service.js';
import { AutomationRequestsService } from './automation-requests.service.js';
import { AutomationRulesController } from './automation-rules.controller.js';
import { AutomationRulesResolver } from './automation-rules.resolver.js';
import { AutomationRulesService } from './automation-rules.service.js';

export interface AutomationOptions {
  /** Run the domain-event relay and the automation processor in this process. */
  workers: boolean;
}

/** Automation rules: domain events relayed to the automation queue, where the active rules run. */
@Module({})
export class AutomationModule {
  static forRoot(options: AutomationOptions): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [AutomationRelayService, AutomationProcessor, AutomationSchedulerService, TimeFactsService] : [];
    return {
      module: AutomationModule,
      // What rules read and change of orders and payments, through the owners' services (no controllers).
      imports: [
        AutomationOrdersModule,
        OrderSelectionModule,
        AutomationPaymentFactsModule,
        BullModule.registerQueue({
          name: QUEUES.automation,
          defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: { count: 5000 } },
        }),
      ],
      controllers: [AutomationRulesController],
      providers: [AutomationEngineService, AutomationRuleCache, AutomationRequestsService, AutomationRulesService, AutomationRulesResolver, ...workerProviders],
      exports: [AutomationEngineService],
    };
  }
}
