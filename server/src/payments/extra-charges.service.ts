import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { ExtraCharge, type ExtraChargeStatus } from './entities/extra-charge.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** An extra charge as a reminder e-mail presents it. */
export interface OpenCharge {
  amountCents: number;
  description: string;
  paymentUrl: string;
}

/** Where a charge's payment link stands, for a list that shows it next to what it bills. */
export interface PaymentLinkState {
  paymentUrl: string;
  status: ExtraChargeStatus;
}

/** Extra charges as other modules may read them (notifications, translations). */
@Injectable()
export class ExtraChargesService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** The order's most recent charge still waiting to be paid, or null; in the caller's transaction. */
  async newestPendingCharge(orderId: number): Promise<OpenCharge | null> {
    const manager = this.unitOfWork.manager;
    return manager.getRepository(ExtraCharge).findOne({
      select: { id: true, amountCents: true, description: true, paymentUrl: true },
      where: { orderId, status: 'pending' },
      order: { id: 'DESC' },
    });
  }

  /** Payment-link states by charge id for a page of rows (one query by primary key). */
  async paymentLinkStatesByIds(ids: readonly number[]): Promise<Map<number, PaymentLinkState>> {
    const manager = this.unitOfWork.manager;
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const charges = await manager.getRepository(ExtraCharge).find({ select: { id: true, paymentUrl: true, status: true }, where: { id: In(unique) } });
    return new Map(charges.map((charge) => [charge.id, { paymentUrl: charge.paymentUrl, status: charge.status }]));
  }
}
