import { AdminLoginFailure } from '../admin/entities/admin-login-failure.entity.js';
import { AdminUser } from '../admin/entities/admin-user.entity.js';
import { StaffSettings } from '../admin/entities/staff-settings.entity.js';
import { SiteVisitor } from '../analytics/entities/site-visitor.entity.js';
import { VisitorSalt } from '../analytics/entities/visitor-salt.entity.js';
import { VisitorNetwork } from '../analytics/entities/visitor-network.entity.js';
import { AnalyticsRefresh } from '../analytics/entities/analytics-refresh.entity.js';
import { AuditLogEntry } from '../audit/entities/audit-log-entry.entity.js';
import { AutomationRuleRun } from '../automation/entities/automation-rule-run.entity.js';
import { AutomationTimeFact } from '../automation/entities/automation-time-fact.entity.js';
import { AutomationRule } from '../automation/entities/automation-rule.entity.js';
import { DomainEvent } from '../events/entities/domain-event.entity.js';
import { CcpaRequest } from '../ccpa/entities/ccpa-request.entity.js';
import { DataDeletionRequest } from '../privacy/entities/data-deletion-request.entity.js';
import { ContactMessage } from '../contact/entities/contact-message.entity.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { Conversation } from '../messaging/entities/conversation.entity.js';
import { ConversationStatusCount } from '../messaging/entities/conversation-status-count.entity.js';
import { Message } from '../messaging/entities/message.entity.js';
import { OutboxMessage } from '../notifications/entities/outbox-message.entity.js';
import { OrderDocument } from '../orders/entities/order-document.entity.js';
import { OrderSearch } from '../orders/entities/order-search.entity.js';
import { OrderRouteOffice } from '../orders/entities/order-route-office.entity.js';
import { OrderNumberCounter } from '../orders/entities/order-number-counter.entity.js';
import { OrderStatusHistory } from '../orders/entities/order-status-history.entity.js';
import { Order } from '../orders/entities/order.entity.js';
import { Checkout } from '../checkout/entities/checkout.entity.js';
import { CheckoutFile } from '../checkout/entities/checkout-file.entity.js';
import { ExtraCharge } from '../payments/entities/extra-charge.entity.js';
import { OrderNote } from '../orders/admin/entities/order-note.entity.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { ProcessedWebhookEvent } from '../payments/entities/processed-webhook-event.entity.js';
import { TranslationQuote } from '../translations/entities/translation-quote.entity.js';
import { TranslationService } from '../translations/entities/translation-service.entity.js';
import { WholesaleApplication } from '../wholesale/entities/wholesale-application.entity.js';
import { RouteChange } from '../route-watch/entities/route-change.entity.js';
import { CancellationRequest } from '../cancellations/entities/cancellation-request.entity.js';
import { ApiKey } from '../api-keys/entities/api-key.entity.js';
import { OrderBatch } from '../batch-orders/entities/order-batch.entity.js';
import { MonthlyInvoice } from '../invoicing/entities/monthly-invoice.entity.js';
import { WebhookAttempt } from '../webhooks/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../webhooks/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../webhooks/entities/webhook-endpoint.entity.js';

/** Every entity of the application; the schema is exactly these tables (see migrations/). */
export const ENTITIES = [
  Order,
  OrderNumberCounter,
  OrderSearch,
  OrderRouteOffice,
  OrderDocument,
  OrderStatusHistory,
  Customer,
  AdminUser,
  AdminLoginFailure,
  StaffSettings,
  WholesaleApplication,
  CcpaRequest,
  DataDeletionRequest,
  ContactMessage,
  Conversation,
  ConversationStatusCount,
  Message,
  TranslationService,
  TranslationQuote,
  AutomationRule,
  AutomationRuleRun,
  AutomationTimeFact,
  DomainEvent,
  ExtraCharge,
  Payment,
  Checkout,
  CheckoutFile,
  ProcessedWebhookEvent,
  OutboxMessage,
  AuditLogEntry,
  SiteVisitor,
  VisitorSalt,
  VisitorNetwork,
  AnalyticsRefresh,
  OrderNote,
  RouteChange,
  CancellationRequest,
  ApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  OrderBatch,
  MonthlyInvoice,
];
