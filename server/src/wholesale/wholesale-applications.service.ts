import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { checkDecisionNote, getWholesaleTier, WHOLESALE_DECISION_MESSAGES as M, type WholesaleTier } from '@apostille/domain';
import { staffUsernameSql } from '../admin/staff-name-sql.js';
import { AuditService } from '../audit/audit.service.js';
import type { StaffActor } from '../common/staff-actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { CustomerWholesaleService } from '../customers/customer-wholesale.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { WholesaleApplication, type WholesaleApplicationStatus } from './entities/wholesale-application.entity.js';
import { wholesaleAccountUrl, wholesaleApprovedMail, wholesaleDeclinedMail } from './wholesale-decision-mails.js';

/** An application with the username of the staff member who decided it. */
export interface WholesaleApplicationRow {
  application: WholesaleApplication;
  decidedBy: string | null;
  /** The account's "Invoice monthly" flag; null while no account is linked (not approved). */
  invoiceMonthly: boolean | null;
}

export const INVOICE_MONTHLY_MESSAGES = {
  notApproved: 'Monthly invoicing can be set only for an approved application with an account.',
} as const;

function requireNote(raw: unknown, required: boolean, requiredText: string): string | null {
  const checked = checkDecisionNote(raw, required);
  if ('error' in checked) throw new BadRequestException(checked.error === 'tooLong' ? M.noteTooLong : requiredText);
  return checked.note;
}

/**
 * Staff's side of wholesale applications: read them, approve one with a tier (the applicant's
 * account becomes wholesale at that tier, or one is made for them to claim) or decline it with a
 * reason. Each decision happens once: the application's row is locked and must still be pending,
 * so two staff deciding at once give one decision, one e-mail and one audit row.
 */
@Injectable()
export class WholesaleApplicationsService {
  private readonly logger = new Logger('Wholesale');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly customers: CustomerWholesaleService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** New applications first (oldest first), then decided ones, newest first. */
  async list(status: WholesaleApplicationStatus | null, take: number, skip: number): Promise<{ rows: WholesaleApplicationRow[]; total: number }> {
    const query = this.unitOfWork.manager.getRepository(WholesaleApplication).createQueryBuilder('w');
    if (status) query.where('w.status = :status', { status });
    const total = await query.clone().getCount();
    const { entities, raw } = await query
      .addSelect(staffUsernameSql('w.decided_by_admin_id'), 'decided_by')
      .orderBy(`CASE WHEN w.status = 'pending' THEN 0 ELSE 1 END`)
      .addOrderBy(`CASE WHEN w.status = 'pending' THEN w.created_at END`, 'ASC')
      .addOrderBy('w.created_at', 'DESC')
      .addOrderBy('w.id', 'DESC')
      .offset(skip)
      .limit(take)
      .getRawAndEntities<{ decided_by: string | null }>();
    const flags = await this.customers.invoiceMonthlyOf(entities.flatMap((application) => (application.customerId ? [application.customerId] : [])));
    const rows = entities.map((application, index) => ({
      application,
      decidedBy: raw[index]?.decided_by ?? null,
      invoiceMonthly: application.customerId ? (flags.get(application.customerId) ?? null) : null,
    }));
    return { rows, total };
  }

  async get(id: number): Promise<WholesaleApplicationRow> {
    const { entities, raw } = await this.unitOfWork.manager
      .getRepository(WholesaleApplication)
      .createQueryBuilder('w')
      .addSelect(staffUsernameSql('w.decided_by_admin_id'), 'decided_by')
      .where('w.id = :id', { id })
      .getRawAndEntities<{ decided_by: string | null }>();
    const application = entities[0];
    if (!application) throw new NotFoundException(M.notFound);
    const flags = await this.customers.invoiceMonthlyOf(application.customerId ? [application.customerId] : []);
    return {
      application,
      decidedBy: raw[0]?.decided_by ?? null,
      invoiceMonthly: application.customerId ? (flags.get(application.customerId) ?? null) : null,
    };
  }

  countOpen(): Promise<number> {
    return this.unitOfWork.manager.getRepository(WholesaleApplication).countBy({ status: 'pending' });
  }

  /** The applicant's account becomes wholesale at `rawTier`, and they are told how to use it. */
  async approve(id: number, rawTier: unknown, rawNote: unknown, actor: StaffActor): Promise<WholesaleApplicationRow> {
    const tier = getWholesaleTier(typeof rawTier === 'string' ? rawTier : null);
    if (!tier) throw new BadRequestException(M.tierRequired);
    const note = requireNote(rawNote, false, '');
    await this.unitOfWork.run(async () => {
      const application = await this.lockPending(id);
      const grant = await this.customers.grant(
        { email: application.email, firstName: application.firstName, lastName: application.lastName, phone: application.phone || null },
        tier.id,
      );
      await this.decide(application, 'approved', note, actor, { tier: tier.id, customerId: grant.customerId });
      await this.outbox.add(
        wholesaleApprovedMail(
          application,
          tier,
          note,
          { canSignIn: grant.canSignIn, url: wholesaleAccountUrl(this.config.publicUrl, application.email, grant.canSignIn) },
          this.config.supportEmail,
        ),
      );
      this.logDecision(application, 'approved', actor, tier, grant.customerId);
    });
    return this.get(id);
  }

  /** The applicant is told the reason; their account, if any, stays as it is. */
  async decline(id: number, rawReason: unknown, actor: StaffActor): Promise<WholesaleApplicationRow> {
    const reason = requireNote(rawReason, true, M.reasonRequired) as string;
    await this.unitOfWork.run(async () => {
      const application = await this.lockPending(id);
      await this.decide(application, 'declined', reason, actor, {});
      await this.outbox.add(wholesaleDeclinedMail(application, reason, this.config.supportEmail));
      this.logDecision(application, 'declined', actor, null, null);
    });
    return this.get(id);
  }

  /**
   * Staff's "Invoice monthly" switch of an approved account: its API orders are then billed on a
   * monthly invoice instead of asking for a card payment. Audited with the value before and after.
   */
  async setInvoiceMonthly(id: number, invoiceMonthly: boolean, actor: StaffActor): Promise<WholesaleApplicationRow> {
    await this.unitOfWork.run(async () => {
      const application = await this.unitOfWork.manager.getRepository(WholesaleApplication).findOneBy({ id });
      if (!application) throw new NotFoundException(M.notFound);
      if (application.status !== 'approved' || !application.customerId) throw new BadRequestException(INVOICE_MONTHLY_MESSAGES.notApproved);
      const previous = await this.customers.setInvoiceMonthly(application.customerId, invoiceMonthly);
      if (previous === null) throw new BadRequestException(INVOICE_MONTHLY_MESSAGES.notApproved);
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'wholesale.invoice_monthly_set',
        details: { applicationId: id, customerId: application.customerId, invoiceMonthly, previous },
        ipAddress: actor.ipAddress,
      });
      this.logger.log(`monthly invoicing ${invoiceMonthly ? 'on' : 'off'} for customer ${application.customerId} by staff ${actor.adminId}`);
    });
    return this.get(id);
  }

  private async lockPending(id: number): Promise<WholesaleApplication> {
    const application = await this.unitOfWork.manager
      .getRepository(WholesaleApplication)
      .createQueryBuilder('w')
      .setLock('pessimistic_write')
      .where('w.id = :id', { id })
      .getOne();
    if (!application) throw new NotFoundException(M.notFound);
    if (application.status !== 'pending') throw new ConflictException(M.alreadyDecided);
    return application;
  }

  private async decide(
    application: WholesaleApplication,
    status: 'approved' | 'declined',
    note: string | null,
    actor: StaffActor,
    extra: Partial<Pick<WholesaleApplication, 'tier' | 'customerId'>>,
  ): Promise<void> {
    await this.unitOfWork.manager
      .getRepository(WholesaleApplication)
      .update(application.id, { status, decisionNote: note, decidedByAdminId: actor.adminId, reviewedAt: new Date(), ...extra });
    await this.audit.record({
      actorType: 'admin',
      actorId: actor.adminId,
      action: `wholesale.application_${status}`,
      details: { applicationId: application.id, companyName: application.companyName, ...extra },
      ipAddress: actor.ipAddress,
    });
  }

  private logDecision(application: WholesaleApplication, status: string, actor: StaffActor, tier: WholesaleTier | null, customerId: number | null): void {
    this.logger.log(
      `wholesale application ${application.id} (${application.companyName}) ${status} by staff ${actor.adminId}` +
        (tier ? ` at tier ${tier.id} for customer ${customerId}` : ''),
    );
  }
}
