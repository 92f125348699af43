import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AutomationOrderFactsService } from '../orders/automation-order-facts.service.js';
import { isLiveOrderSql } from '../orders/live-order-sql.js';
import { AutomationRule, type AutomationTriggerType } from './entities/automation-rule.entity.js';
import type { OrderChangeActor } from '../common/staff-actor.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export interface AutomationRuleSummary {
  id: number;
  name: string;
  description: string;
  triggerType: AutomationTriggerType;
  isActive: boolean;
}

export interface AutomationMetrics {
  totalOrders: number;
  /** Orders at least one rule changed (a succeeded run). */
  automatedOrders: number;
  /** automatedOrders / totalOrders, 0..1 (0 with no orders). */
  automationRate: number;
  activeRules: number;
  totalRules: number;
}

export const AUTOMATION_RULE_NOT_FOUND = 'Automation rule not found';

/** Staff's view of the rules: list, switch on and off (audited), and how much of the work they do. */
@Injectable()
export class AutomationRulesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly orders: AutomationOrderFactsService,
  ) {}

  async list(): Promise<AutomationRuleSummary[]> {
    const rules = await this.dataSource.getRepository(AutomationRule).find({ order: { id: 'ASC' } });
    return rules.map(summaryOf);
  }

  async setActive(id: number, isActive: boolean, actor: OrderChangeActor): Promise<AutomationRuleSummary> {
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(AutomationRule);
      const rule = await repository.createQueryBuilder('r').setLock('pessimistic_write').where('r.id = :id', { id }).getOne();
      if (!rule) throw new NotFoundException(AUTOMATION_RULE_NOT_FOUND);
      if (rule.isActive !== isActive) {
        await repository.update({ id }, { isActive });
        await this.audit.record({
          actorType: 'admin',
          actorId: actor.adminId,
          action: isActive ? 'automation_rule.enabled' : 'automation_rule.disabled',
          details: { ruleId: id, name: rule.name },
          ipAddress: actor.ipAddress,
        });
      }
      return summaryOf({ ...rule, isActive });
    });
  }

  async metrics(): Promise<AutomationMetrics> {
    const totalOrders = await this.orders.countLiveOrders();
    // Whether an order is live is the orders module's SQL form: the database joins it, where
    // fetching the automated orders' ids first would move up to all of them out of it.
    const [row]: Array<{ automated_orders: number; active_rules: number; total_rules: number }> = await this.dataSource.query(
      `SELECT (SELECT count(DISTINCT r.order_id) FROM automation_rule_runs r
                WHERE r.status = 'succeeded' AND ${isLiveOrderSql('r.order_id')})::int AS automated_orders,
              (SELECT count(*) FROM automation_rules WHERE is_active)::int AS active_rules,
              (SELECT count(*) FROM automation_rules)::int AS total_rules`,
    );
    return {
      totalOrders,
      automatedOrders: row.automated_orders,
      automationRate: totalOrders === 0 ? 0 : row.automated_orders / totalOrders,
      activeRules: row.active_rules,
      totalRules: row.total_rules,
    };
  }
}

function summaryOf(rule: AutomationRule): AutomationRuleSummary {
  return { id: rule.id, name: rule.name, description: rule.description, triggerType: rule.triggerType, isActive: rule.isActive };
}
