import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { formatGraphqlError } from './common/graphql-errors.js';
import { noStorePlugin } from './common/graphql-no-store.plugin.js';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { loggedRequest, loggedResponse } from './common/request-log.js';
import { AdminDocumentsModule } from './orders/admin-documents/admin-documents.module.js';
import { AdminOrderEntryModule } from './orders/admin-entry/admin-order-entry.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AdminOrdersModule } from './orders/admin/admin-orders.module.js';
import { OrderStoryModule } from './order-story/order-story.module.js';
import { AutomationModule } from './automation/automation.module.js';
import { depthLimitRule, queryCostLimitPlugin } from './orders/admin/graphql-query-limits.js';
import { AdminAuthModule } from './admin/admin-auth.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AdminReadersModule } from './admin/admin-readers.module.js';
import { CustomerLookupModule } from './customers/customer-lookup.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CcpaModule } from './ccpa/ccpa.module.js';
import { ThrottlingModule } from './common/throttling/throttling.module.js';
import { ContactModule } from './contact/contact.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { PasswordResetLinksModule } from './customers/password-reset-links.module.js';
import { ConfigModule } from './config/config.module.js';
import type { ResolvedConfig } from './config/secrets.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { HealthModule } from './health/health.module.js';
import { InboundEmailModule } from './inbound-email/inbound-email.module.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { CustomerOrdersModule } from './orders/customer-orders.module.js';
import { CustomerOrderDocumentsModule } from './orders/customer-documents/customer-order-documents.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { PaymentLinksModule } from './payments/payment-links/payment-links.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { ShippingModule } from './shipping/shipping.module.js';
import { StorageModule } from './storage/storage.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OrderNotificationsModule } from './customer-notifications/customer-notifications.module.js';
import { QueueModule } from './queue/queue.module.js';
import { TrackingModule } from './orders/tracking/tracking.module.js';
import { PackingSlipsModule } from './orders/packing-slips/packing-slips.module.js';
import { LostConnectionsModule } from './database/lost-connections.js';
import { UnitOfWorkModule } from './database/unit-of-work.js';
import { DomainEventsModule } from './events/domain-event-bus.js';
import { TranslationsModule } from './translations/translations.module.js';
import { TranslationQuoteRequestsModule } from './translations/quote-requests.module.js';
import { RouteWatchModule } from './route-watch/route-watch.module.js';
import { CancellationsModule } from './cancellations/cancellations.module.js';
import { TranslationActivationModule } from './translations/translation-activation.js';
import { TranslationProgressModule } from './translations/translation-state.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { WholesaleModule } from './wholesale/wholesale.module.js';
import { PublicApiModule } from './public-api/public-api.module.js';
import { WebhooksApiModule, WebhooksModule } from './webhooks/webhooks.module.js';
import { BatchOrdersModule } from './batch-orders/batch-orders.module.js';
import { InvoicingModule } from './invoicing/invoicing.module.js';
import { logDestination } from './common/log-destination.js';

export interface AppModuleOptions {
  config: ResolvedConfig;
  databaseUrl: string;
  /** Serve HTTP (REST + GraphQL). false for the worker process. */
  http: boolean;
  /** Run queue processors and the outbox relay in this process. */
  workers: boolean;
}

function loggerModule(config: ResolvedConfig) {
  return LoggerModule.forRoot({
    pinoHttp: [
      {
        level: config.logLevel,
        serializers: { req: loggedRequest, res: loggedResponse },
        autoLogging: { ignore: (request) => request.url === '/api/health' },
        customProps: () => ({ service: 'apostille-api' }),
      },
      logDestination(),
    ],
  });
}

/** The modules shared by the API and the worker: configuration, database, queues, notifications. */
function coreImports(options: AppModuleOptions): NonNullable<ModuleMetadata['imports']> {
  const { config, databaseUrl } = options;
  return [
    ConfigModule.forRoot(config),
    loggerModule(config),
    TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl), retryAttempts: 3, retryDelay: 1000 }),
    LostConnectionsModule,
    UnitOfWorkModule,
    DomainEventsModule,
    QueueModule.forRoot(config, databaseUrl),
    NotificationsModule.forRoot(config, { workers: options.workers }),
    OrderNotificationsModule,
    AutomationModule.forRoot({ workers: options.workers }),
    PrivacyModule.forRoot({ workers: options.workers }),
    AnalyticsModule.forRoot({ workers: options.workers, http: options.http }),
    TranslationQuoteRequestsModule.forRoot({ workers: options.workers }),
    RouteWatchModule.forRoot({ workers: options.workers }),
    PasswordResetLinksModule.forRoot({ workers: options.workers }),
    WebhooksModule.forRoot({ workers: options.workers }),
    TranslationActivationModule,
    AuditModule,
    AdminModule,
  ];
}

function httpImports(options: AppModuleOptions): NonNullable<ModuleMetadata['imports']> {
  const { graphqlIntrospection } = options.config;
  return [
    GraphQLModule.forRoot<ApolloDriverConfig>({
      driver: ApolloDriver,
      path: '/graphql',
      // Built from the resolvers, in memory only. Its printed copy, server/schema.graphql, which the
      // admin console generates its types from, is written by a test (`npm run codegen`), never here.
      autoSchemaFile: true,
      sortSchema: true,
      // No GraphiQL / sandbox landing page in any environment. Introspection and field suggestions
      // only when configured; no stack traces and no internal messages in any mode.
      playground: false,
      introspection: graphqlIntrospection,
      hideSchemaDetailsFromClientErrors: !graphqlIntrospection,
      includeStacktraceInErrorResponses: false,
      formatError: formatGraphqlError,
      csrfPrevention: true,
      // Our own handler stops the process in order (shutdown.ts); Apollo's would swallow a stop
      // signal that arrives while the application is still starting.
      stopOnTerminationSignals: false,
      // Depth (validation rule) and cost (plugin: it needs the variables) limits for every operation.
      validationRules: [depthLimitRule()],
      plugins: [queryCostLimitPlugin(), noStorePlugin(), ApolloServerPluginCacheControlDisabled()],
      context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
    }),
    // The account sources of AuthModule's token checks (global: auth imports neither folder).
    AdminReadersModule,
    CustomerLookupModule,
    ApiKeysModule,
    AuthModule,
    AdminAuthModule,
    HealthModule,
    CatalogModule,
    ThrottlingModule,
    // Tracking's view of translations (global: orders imports nothing of translations).
    TranslationProgressModule,
    TrackingModule,
    PackingSlipsModule,
    ContactModule,
    MessagingModule,
    InboundEmailModule,
    TranslationsModule,
    WholesaleModule,
    PublicApiModule,
    WebhooksApiModule,
    CcpaModule,
    StorageModule,
    ShippingModule,
    PricingModule,
    BatchOrdersModule,
    PaymentsModule,
    OrdersModule,
    CustomerOrdersModule,
    CustomerOrderDocumentsModule,
    CheckoutModule,
    CancellationsModule,
    InvoicingModule,
    AdminOrderEntryModule,
    AdminDocumentsModule,
    PaymentLinksModule,
    AdminOrdersModule,
    OrderStoryModule,
    CustomersModule,
  ];
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [...coreImports(options), ...(options.http ? httpImports(options) : [])],
    };
  }
}
