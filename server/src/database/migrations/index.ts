import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';
import { OrderPlacedWithAccount1763800000000 } from './1763800000000-order-placed-with-account.js';
import { OrderLineItems1763900000000 } from './1763900000000-order-line-items.js';
import { OpenOfflineIntentPerFingerprint1764000000000 } from './1764000000000-open-offline-intent-per-fingerprint.js';
import { OrderSearchText1764100000000 } from './1764100000000-order-search-text.js';
import { OutboxRecipientHour1764170000000 } from './1764170000000-outbox-recipient-hour.js';
import { PaymentCheckoutOwner1765000000000 } from './1765000000000-payment-checkout-owner.js';
import { ConversationThreading1765300000000 } from './1765300000000-conversation-threading.js';
import { TranslationQuotesForOrders1765310000000 } from './1765310000000-translation-quotes-for-orders.js';
import { StaffRoles1765100000000 } from './1765100000000-staff-roles.js';
import { AutomationRuleRunsPerEvent1765600000000 } from './1765600000000-automation-rule-runs-per-event.js';
import { OutboxMessageId1766800000000 } from './1766800000000-outbox-message-id.js';
import { PrivacyRetention1766810000000 } from './1766810000000-privacy-retention.js';
import { ConversationListAtScale1766820000000 } from './1766820000000-conversation-list-at-scale.js';
import { AutomationTimeFacts1766830000000 } from './1766830000000-automation-time-facts.js';
import { PackingSlipRule1766840000000 } from './1766840000000-packing-slip-rule.js';
import { AnalyticsRollups1766870000000 } from './1766870000000-analytics-rollups.js';
import { SiteVisitors1766860000000 } from './1766860000000-site-visitors.js';
import { CustomerPasswordReset1766850000000 } from './1766850000000-customer-password-reset.js';
import { OrderNotes1766880000000 } from './1766880000000-order-notes.js';
import { OutboxOrder1766890000000 } from './1766890000000-outbox-order.js';
import { Checkouts1766900000000 } from './1766900000000-checkouts.js';
import { RelayNotifications1766910000000 } from './1766910000000-relay-notifications.js';
import { OrderSearchSideTable1766920000000 } from './1766920000000-order-search-side-table.js';
import { OrderDocumentRoutes1766930000000 } from './1766930000000-order-document-routes.js';
import { OrderRouteOffices1766940000000 } from './1766940000000-order-route-offices.js';
import { RouteChanges1766950000000 } from './1766950000000-route-changes.js';
import { OriginalsReceivedAt1766990000000 } from './1766990000000-originals-received-at.js';
import { OutboxSuppressedMail1766991000000 } from './1766991000000-outbox-suppressed-mail.js';
import { OrderReturnShipment1766992000000 } from './1766992000000-order-return-shipment.js';
import { OrderDocumentNumber1766993000000 } from './1766993000000-order-document-number.js';
import { OrderCancellations1766994000000 } from './1766994000000-order-cancellations.js';
import { ConversationSenderVerified1766994100000 } from './1766994100000-conversation-sender-verified.js';
import { StaffUsernameAnyCase1766995000000 } from './1766995000000-staff-username-any-case.js';
import { PendingTwoFactor1766995100000 } from './1766995100000-pending-two-factor.js';
import { ConversationSearch1766996100000 } from './1766996100000-conversation-search.js';
import { VisitorNetworks1766996300000 } from './1766996300000-visitor-networks.js';
import { OrderSearchPhone1767000100000 } from './1767000100000-order-search-phone.js';
import { OrderBulkTier1767000300000 } from './1767000300000-order-bulk-tier.js';
import { WholesaleAndPrivacyDecisions1767000500000 } from './1767000500000-wholesale-and-privacy-decisions.js';
import { ApiKeys1767000700000 } from './1767000700000-api-keys.js';
import { Webhooks1767000900000 } from './1767000900000-webhooks.js';
import { ApiOrders1767001000000 } from './1767001000000-api-orders.js';
import { MonthlyInvoices1767001300000 } from './1767001300000-monthly-invoices.js';
import { OrderBatches1767001200000 } from './1767001200000-order-batches.js';
import { WebhookDeliveriesNotify1767001900000 } from './1767001900000-webhook-deliveries-notify.js';

/** All migrations in the order they run; add new ones at the end. */
export const MIGRATIONS = [
  InitialSchema1763700000000,
  OrderPlacedWithAccount1763800000000,
  OrderLineItems1763900000000,
  OpenOfflineIntentPerFingerprint1764000000000,
  OrderSearchText1764100000000,
  OutboxRecipientHour1764170000000,
  PaymentCheckoutOwner1765000000000,
  StaffRoles1765100000000,
  ConversationThreading1765300000000,
  TranslationQuotesForOrders1765310000000,
  AutomationRuleRunsPerEvent1765600000000,
  OutboxMessageId1766800000000,
  PrivacyRetention1766810000000,
  ConversationListAtScale1766820000000,
  AutomationTimeFacts1766830000000,
  PackingSlipRule1766840000000,
  CustomerPasswordReset1766850000000,
  SiteVisitors1766860000000,
  AnalyticsRollups1766870000000,
  OrderNotes1766880000000,
  OutboxOrder1766890000000,
  Checkouts1766900000000,
  RelayNotifications1766910000000,
  OrderSearchSideTable1766920000000,
  OrderDocumentRoutes1766930000000,
  OrderRouteOffices1766940000000,
  RouteChanges1766950000000,
  OriginalsReceivedAt1766990000000,
  OutboxSuppressedMail1766991000000,
  OrderReturnShipment1766992000000,
  OrderDocumentNumber1766993000000,
  OrderCancellations1766994000000,
  ConversationSenderVerified1766994100000,
  StaffUsernameAnyCase1766995000000,
  PendingTwoFactor1766995100000,
  ConversationSearch1766996100000,
  VisitorNetworks1766996300000,
  OrderSearchPhone1767000100000,
  OrderBulkTier1767000300000,
  WholesaleAndPrivacyDecisions1767000500000,
  ApiKeys1767000700000,
  Webhooks1767000900000,
  ApiOrders1767001000000,
  OrderBatches1767001200000,
  MonthlyInvoices1767001300000,
  WebhookDeliveriesNotify1767001900000,
];
