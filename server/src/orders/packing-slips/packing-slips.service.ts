import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { getServiceTier, groupFilesByDocument, TRACKING_MESSAGES } from '@apostille/domain';
import { AuditService } from '../../audit/audit.service.js';
import { publishDomainEvent } from '../../events/domain-event-publisher.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { ResolvedConfig } from '../../config/secrets.js';
import { OrderDocument } from '../entities/order-document.entity.js';
import { Order } from '../entities/order.entity.js';
import { renderPackingSlip } from './packing-slip.pdf.js';
import { PackingSlipToken } from './packing-slip-token.js';
import type { OrderChangeActor } from '../../common/staff-actor.js';
import { UnitOfWork } from '../../database/unit-of-work.js';

export const PACKING_SLIP_MESSAGES = {
  invalidCode: 'This is not a packing slip code of ours. Check the code, or find the order by its number.',
  orderGone: 'The order of this packing slip no longer exists.',
} as const;

export interface ScannedPackingSlip {
  orderId: number;
  orderNumber: string;
  customerName: string;
  /** The order's status when scanned; the packing-slip rule moves pending and processing orders to docs_received. */
  status: string;
  documentCount: number;
}

/**
 * Packing slips: the customer prints one for the envelope, staff scan it when the envelope is opened.
 * A scan records the arrival (audit row) and publishes `packing_slip.scanned`; what follows (moving
 * the order to docs_received) is an automation rule staff can switch off, like every other rule.
 */
@Injectable()
export class PackingSlipsService {
  private readonly tokens: PackingSlipToken;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: ResolvedConfig,
  ) {
    this.tokens = new PackingSlipToken(config.downloadSigningSecret);
  }

  /** The slip PDF of an order, for whoever knows its number and e-mail (as tracking). */
  async slipPdf(orderNumber: string, email: string): Promise<{ orderNumber: string; pdf: Buffer }> {
    const order = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.orderNumber = :orderNumber', { orderNumber: orderNumber.trim().toUpperCase() })
      .andWhere('lower(o.customer_email) = lower(:email)', { email: email.trim() })
      .getOne();
    // The same answer as tracking for either mismatch: the slip must not reveal which numbers exist.
    if (!order) throw new NotFoundException(TRACKING_MESSAGES.notFound);
    const documents = await this.dataSource.getRepository(OrderDocument).find({
      where: { orderId: order.id },
      select: { id: true, documentType: true, originalName: true, documentNumber: true, uploadedBy: true },
      order: { uploadedAt: 'ASC', id: 'ASC' },
    });
    const pdf = await renderPackingSlip({
      orderNumber: order.orderNumber,
      code: this.tokens.for(order.orderNumber),
      customerName: `${order.customerFirstName} ${order.customerLastName}`,
      serviceLevel: getServiceTier(order.serviceLevel)?.name ?? order.serviceLevel,
      destinationCountry: order.destinationCountry,
      // The customer's documents, one box each however many files were scanned (staff uploads are not in the envelope).
      documents: groupFilesByDocument(documents.filter((document) => document.uploadedBy === 'customer')),
      routes: (order.documentRoutes ?? []).map((route) => ({
        documentNumber: route.documentNumber,
        documentType: route.documentType,
        offices: route.steps.map((step) => step.officeName),
      })),
    });
    return { orderNumber: order.orderNumber, pdf };
  }

  async scan(code: string, actor: OrderChangeActor): Promise<ScannedPackingSlip> {
    const orderNumber = this.tokens.orderNumberIn(code);
    if (!orderNumber) throw new BadRequestException(PACKING_SLIP_MESSAGES.invalidCode);
    return this.unitOfWork.run(async (manager) => {
      const order = await manager.getRepository(Order).findOne({ where: { orderNumber }, lock: { mode: 'pessimistic_read' } });
      if (!order) throw new NotFoundException(PACKING_SLIP_MESSAGES.orderGone);
      await publishDomainEvent(manager, { type: 'packing_slip.scanned', payload: { orderId: order.id, adminId: actor.adminId } });
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'order.packing_slip_scanned',
        orderId: order.id,
        details: { status: order.status },
        ipAddress: actor.ipAddress,
      });
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerName: `${order.customerFirstName} ${order.customerLastName}`,
        status: order.status,
        documentCount: order.documentCount,
      };
    });
  }
}
