import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Inject, Module, OnApplicationShutdown, Provider } from '@nestjs/common';
import type { ResolvedConfig } from '../config/secrets.js';
import { QUEUES } from '../queue/queue-names.js';
import { MailDeliveryService, MAIL_TRANSPORT } from './mail-delivery.service.js';
import { MailProcessor } from './mail.processor.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';
import { OutboxRelayService } from './outbox-relay.service.js';
import { OutboxService } from './outbox.service.js';
import { configureMailBrand } from './templates/brand.js';

export interface NotificationsOptions {
  /** Run the relay and the mail processor in this process. */
  workers: boolean;
}

@Module({})
export class NotificationsModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  static forRoot(config: ResolvedConfig, options: NotificationsOptions): DynamicModule {
    const workerProviders: Provider[] = options.workers ? [OutboxRelayService, MailProcessor] : [];
    // Every e-mail's footer shows the support address, also those built without the configuration at hand.
    configureMailBrand({ supportEmail: config.supportEmail });
    return {
      module: NotificationsModule,
      global: true,
      imports: [
        BullModule.registerQueue({
          name: QUEUES.mail,
          defaultJobOptions: {
            attempts: config.mailMaxAttempts,
            backoff: { type: 'exponential', delay: config.mailRetryBaseMs },
            // The outbox row is the record of a sent e-mail; keeping finished jobs as well cost the
            // queue a retention trim on every completion (half its database time per message).
            removeOnComplete: true,
            removeOnFail: { count: 5000 },
          },
        }),
      ],
      providers: [
        OutboxService,
        MailDeliveryService,
        { provide: MAIL_TRANSPORT, useFactory: () => createMailTransport(config.smtpUrl, config.dataDir) },
        ...workerProviders,
      ],
      exports: [OutboxService, MailDeliveryService, BullModule],
    };
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
