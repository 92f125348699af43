import { Injectable, NotFoundException } from '@nestjs/common';
import { centsToDollars, quote, type CustomerOrderListItem } from '@apostille/domain';
import type { ApiKeyHolder } from '../auth/account-sources.js';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { CustomerOrdersService } from '../orders/customer-orders.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import type { V1QuoteDto } from './v1-quote.dto.js';

export const V1_MESSAGES = { orderNotFound: 'Order not found' } as const;

/** The versioned API's answers: the key's own account only, its orders and its prices. */
@Injectable()
export class PublicApiService {
  constructor(
    private readonly customers: CustomerLookupService,
    private readonly customerOrders: CustomerOrdersService,
    private readonly pricing: PricingService,
  ) {}

  async listOrders(holder: ApiKeyHolder): Promise<CustomerOrderListItem[]> {
    const customer = await this.customers.byId(holder.customerId);
    return customer ? this.customerOrders.list(customer) : [];
  }

  /** One order of the key's account; another account's order is "not found", as an unknown one. */
  async order(holder: ApiKeyHolder, orderNumber: string): Promise<CustomerOrderListItem> {
    const found = (await this.listOrders(holder)).find((order) => order.orderNumber === orderNumber.trim().toUpperCase());
    if (!found) throw new NotFoundException(V1_MESSAGES.orderNotFound);
    return found;
  }

  /** The price of an order for this account, in dollars as the order response gives them, with its wholesale discount. */
  async quote(holder: ApiKeyHolder, input: V1QuoteDto) {
    const wholesaleTier = await this.pricing.wholesaleTierOf(holder.customerId);
    const priced = quote({
      serviceLevel: input.serviceLevel,
      documentCount: input.documentCount,
      additionalServices: input.additionalServices ?? null,
      wholesaleTier,
    });
    return {
      serviceLevel: priced.serviceLevel,
      documentCount: priced.documentCount,
      serviceFees: centsToDollars(priced.serviceFeesCents),
      governmentFees: centsToDollars(priced.stateGovernmentFeesCents),
      subtotal: centsToDollars(priced.subtotalCents),
      bulkDiscountAmount: centsToDollars(priced.bulkDiscountCents),
      bulkTier: priced.bulkTier,
      total: centsToDollars(priced.totalCents),
      currency: 'usd',
      note: 'Return shipping is added at checkout from the rate you choose.',
    };
  }
}
