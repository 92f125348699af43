import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { checkDecisionNote, PRIVACY_DECISION_MESSAGES as M } from '@apostille/domain';
import { staffUsernameSql } from '../admin/staff-name-sql.js';
import { AuditService } from '../audit/audit.service.js';
import type { StaffActor } from '../common/staff-actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { ccpaDecisionMail } from './ccpa-decision-mails.js';
import { calendarDateIn } from './ccpa-deadlines.js';
import { CcpaRequest } from './entities/ccpa-request.entity.js';

/** Still to be answered. */
const OPEN_STATUSES = ['received', 'acknowledged'];
/** The same test inside an ORDER BY, which takes no bound parameters. */
const IS_OPEN_SQL = `c.status IN (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export interface CcpaRequestRow {
  request: CcpaRequest;
  decidedBy: string | null;
}

/**
 * Staff's side of "Do Not Sell or Share" requests: open ones first, the nearest statutory deadline
 * first; completing or declining one e-mails the requester staff's note, once (the row is locked
 * and must still be open, so two staff answering at once give one answer).
 */
@Injectable()
export class CcpaRequestsAdminService {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async list(open: boolean | null, take: number, skip: number): Promise<{ rows: CcpaRequestRow[]; total: number }> {
    const query = this.unitOfWork.manager.getRepository(CcpaRequest).createQueryBuilder('c');
    if (open === true) query.where('c.status IN (:...open)', { open: OPEN_STATUSES });
    if (open === false) query.where('c.status NOT IN (:...open)', { open: OPEN_STATUSES });
    const total = await query.clone().getCount();
    const { entities, raw } = await query
      .addSelect(staffUsernameSql('c.decided_by_admin_id'), 'decided_by')
      .orderBy(`CASE WHEN ${IS_OPEN_SQL} THEN 0 ELSE 1 END`)
      .addOrderBy(`CASE WHEN ${IS_OPEN_SQL} THEN coalesce(c.extended_respond_by, c.respond_by) END`, 'ASC')
      .addOrderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .offset(skip)
      .limit(take)
      .getRawAndEntities<{ decided_by: string | null }>();
    return { rows: entities.map((request, index) => ({ request, decidedBy: raw[index]?.decided_by ?? null })), total };
  }

  countOpen(): Promise<number> {
    return this.unitOfWork.manager.getRepository(CcpaRequest).createQueryBuilder('c').where('c.status IN (:...open)', { open: OPEN_STATUSES }).getCount();
  }

  async decide(id: number, decision: 'completed' | 'declined', rawNote: unknown, actor: StaffActor, now = new Date()): Promise<CcpaRequestRow> {
    const checked = checkDecisionNote(rawNote, true);
    if ('error' in checked) throw new BadRequestException(checked.error === 'tooLong' ? M.noteTooLong : M.noteRequired);
    const note = checked.note as string;
    await this.unitOfWork.run(async (manager) => {
      const request = await manager.getRepository(CcpaRequest).createQueryBuilder('c').setLock('pessimistic_write').where('c.id = :id', { id }).getOne();
      if (!request) throw new NotFoundException(M.notFound);
      if (!OPEN_STATUSES.includes(request.status)) throw new ConflictException(M.alreadyDecided);
      await manager.getRepository(CcpaRequest).update(id, { status: decision, decisionNote: note, decidedByAdminId: actor.adminId, completedAt: now });
      // The requester's address is not written to the audit log: it may have to be deleted later.
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: `privacy.opt_out_${decision}`,
        details: { requestId: id },
        ipAddress: actor.ipAddress,
      });
      await this.outbox.add(ccpaDecisionMail(request.email, decision, calendarDateIn(request.createdAt), note, this.config.supportEmail));
    });
    this.logger.log(`opt-out request ${id} ${decision} by staff ${actor.adminId}`);
    return this.get(id);
  }

  private async get(id: number): Promise<CcpaRequestRow> {
    const { entities, raw } = await this.unitOfWork.manager
      .getRepository(CcpaRequest)
      .createQueryBuilder('c')
      .addSelect(staffUsernameSql('c.decided_by_admin_id'), 'decided_by')
      .where('c.id = :id', { id })
      .getRawAndEntities<{ decided_by: string | null }>();
    if (!entities[0]) throw new NotFoundException(M.notFound);
    return { request: entities[0], decidedBy: raw[0]?.decided_by ?? null };
  }
}
