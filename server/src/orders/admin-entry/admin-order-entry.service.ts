import { Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_ORDER_ENTRY_MESSAGES,
  isDomainValidationError,
  lineItemShippingCents,
  verifyCustomOrderPricing,
  type VerifiedCustomPricing,
} from '@apostille/domain';
import { type EntityManager } from 'typeorm';
import { toAdminOrder } from '../admin/admin-order.view.js';
import type { AdminOrderType } from '../admin/admin-orders.types.js';
import { AuditService } from '../../audit/audit.service.js';
import { publishDomainEvent } from '../../events/domain-event-publisher.js';
import { ValidationFailedException } from '../../common/http-exception.filter.js';
import { findOrCreateCustomer } from '../../customers/guest-customers.js';
import { OrderStatusHistory } from '../entities/order-status-history.entity.js';
import { Order, type DeliveryMethod, type OrderLineItem, type ServiceLevel } from '../entities/order.entity.js';
import { allocateOrderNumber } from '../order-number.allocator.js';
import { PricingService } from '../../pricing/pricing.service.js';
import type { CreateAdminOrderDto } from './dto/create-admin-order.dto.js';
import type { CreateCustomOrderDto } from './dto/create-custom-order.dto.js';
import { priceColumnsOf } from '../order-prices.js';
import type { StaffActor } from '../../common/staff-actor.js';
import { UnitOfWork } from '../../database/unit-of-work.js';

export interface CreatedAdminOrder {
  success: true;
  order: AdminOrderType;
  message: string;
}

type NewOrder = Omit<Partial<Order>, 'orderNumber' | 'customerId' | 'status'> &
  Pick<Order, 'customerFirstName' | 'customerLastName' | 'customerEmail' | 'customerPhone' | 'source'>;

/**
 * Orders entered by staff: the simple Create Order form (priced with libs/domain quote(), as a
 * customer order would be) and the Custom Order dialog (staff pricing, checked in cents). No payment
 * is taken here: the customer pays offline or through a payment link (see docs/decisions.md).
 */
@Injectable()
export class AdminOrderEntryService {
  private readonly logger = new Logger(AdminOrderEntryService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly pricing: PricingService,
    private readonly audit: AuditService,
  ) {}

  async createOrder(form: CreateAdminOrderDto, actor: StaffActor): Promise<CreatedAdminOrder> {
    const { quote } = this.pricing.price({ serviceLevel: form.serviceLevel, documentCount: form.documentCount, deliveryMethod: form.deliveryMethod });
    const order = await this.insert(
      {
        customerFirstName: form.firstName,
        customerLastName: form.lastName,
        customerEmail: form.email,
        customerPhone: form.phone,
        serviceLevel: quote.serviceLevel,
        destinationCountry: form.destinationCountry,
        deliveryMethod: form.deliveryMethod as DeliveryMethod,
        documentType: form.documentType,
        documentCount: quote.documentCount,
        shippingStreet: form.shippingStreet ?? null,
        shippingCity: form.shippingCity ?? null,
        shippingState: form.shippingState ?? null,
        shippingZipCode: form.shippingZipCode ?? null,
        shippingCountry: form.shippingCountry ?? null,
        shippingNotes: form.shippingNotes ?? null,
        ...priceColumnsOf(quote),
        notes: form.notes ?? null,
        source: 'admin',
      },
      actor,
    );
    return { success: true, order: toAdminOrder(order, []), message: ADMIN_ORDER_ENTRY_MESSAGES.orderCreated };
  }

  async createCustomOrder(form: CreateCustomOrderDto, actor: StaffActor): Promise<CreatedAdminOrder> {
    const { pricing, totalCents } = this.verifyPricing(form);
    const lineItems: OrderLineItem[] = form.lineItems.map((item, index) => {
      const address = item.shippingAddress ?? {};
      return {
        id: item.id ?? String(index + 1),
        documentType: item.documentType,
        documentCount: item.documentCount,
        shippingAddress: {
          street: address.street ?? '',
          city: address.city ?? '',
          state: address.state ?? '',
          zipCode: address.zipCode ?? '',
          country: address.country ?? '',
          notes: address.notes ?? '',
        },
        deliveryMethod: item.deliveryMethod as DeliveryMethod,
        // What the pricing check counted for this item (0 for mail and pickup).
        shippingCostCents: lineItemShippingCents(item),
      };
    });
    const first = lineItems[0];
    const order = await this.insert(
      {
        customerFirstName: form.customerInfo.firstName,
        customerLastName: form.customerInfo.lastName,
        customerEmail: form.customerInfo.email,
        customerPhone: form.customerInfo.phone,
        serviceLevel: form.serviceLevel as ServiceLevel,
        destinationCountry: form.destinationCountry,
        deliveryMethod: first.deliveryMethod,
        documentType: first.documentType,
        documentCount: lineItems.reduce((sum, item) => sum + item.documentCount, 0),
        shippingStreet: first.shippingAddress.street || null,
        shippingCity: first.shippingAddress.city || null,
        shippingState: first.shippingAddress.state || null,
        shippingZipCode: first.shippingAddress.zipCode || null,
        shippingCountry: first.shippingAddress.country || null,
        shippingNotes: first.shippingAddress.notes || null,
        lineItems,
        serviceLevelPriceCents: pricing.basePriceCents,
        stateFeesCents: pricing.stateFeesTotalCents,
        shippingPriceCents: pricing.shippingTotalCents,
        additionalServicesCents: pricing.additionalChargesCents,
        discountCents: pricing.discountCents,
        totalAmountCents: totalCents,
        notes: form.notes ?? null,
        source: 'custom',
      },
      actor,
    );
    return { success: true, order: toAdminOrder(order, []), message: ADMIN_ORDER_ENTRY_MESSAGES.customOrderCreated };
  }

  private verifyPricing(form: CreateCustomOrderDto): VerifiedCustomPricing {
    try {
      return verifyCustomOrderPricing(form.customPricing, form.lineItems);
    } catch (error) {
      if (!isDomainValidationError(error)) throw error;
      const field = error.field === 'shippingCost' ? 'lineItems.shippingCost' : `customPricing.${error.field ?? 'totalAmount'}`;
      throw new ValidationFailedException([{ field, message: error.message }]);
    }
  }

  /** Customer link, order number, order row, first history row, event and audit row: one transaction. */
  private insert(values: NewOrder, actor: StaffActor): Promise<Order> {
    return this.unitOfWork.run(async (manager) => {
      const { customerId } = await findOrCreateCustomer(manager, {
        email: values.customerEmail,
        firstName: values.customerFirstName,
        lastName: values.customerLastName,
        phone: values.customerPhone,
      });
      const orderNumber = await allocateOrderNumber(manager);
      const orders = manager.getRepository(Order);
      const order = orders.create({ ...values, orderNumber, customerId, status: 'pending' });
      await orders.insert(order);
      await manager.getRepository(OrderStatusHistory).insert({
        orderId: order.id,
        oldStatus: null,
        newStatus: 'pending',
        notes: values.source === 'custom' ? 'Custom order created by staff' : 'Order created by staff',
        changedByAdminId: actor.adminId,
      });
      await this.recordCreated(manager, order, actor);
      this.logger.log(`order ${orderNumber} entered by admin ${actor.adminId} (${values.source}, ${order.totalAmountCents} cents)`);
      return order;
    });
  }

  private async recordCreated(manager: EntityManager, order: Order, actor: StaffActor): Promise<void> {
    await publishDomainEvent(manager, {
      type: 'order.created',
      payload: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerId: order.customerId,
        customerEmail: order.customerEmail,
        serviceLevel: order.serviceLevel,
        documentCount: order.documentCount,
        totalAmountCents: order.totalAmountCents,
        source: order.source,
      },
    });
    await this.audit.record({
      actorType: 'admin',
      actorId: actor.adminId,
      action: 'order.created',
      orderId: order.id,
      details: { orderNumber: order.orderNumber, source: order.source, totalAmountCents: order.totalAmountCents },
      ipAddress: actor.ipAddress,
    });
  }
}
