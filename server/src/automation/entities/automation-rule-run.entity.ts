import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';
import { AutomationRule } from './automation-rule.entity.js';
import { DomainEvent } from '../../events/entities/domain-event.entity.js';

/** The rule trigger types plus the two ways staff start automation by hand. */
export const AUTOMATION_RUN_TRIGGER_TYPES = ['status_change', 'payment_received', 'document_upload', 'time_based', 'manual', 'batch'] as const;
export type AutomationRunTriggerType = (typeof AUTOMATION_RUN_TRIGGER_TYPES)[number];

export const AUTOMATION_RUN_STATUSES = ['succeeded', 'failed', 'skipped'] as const;
export type AutomationRunStatus = (typeof AUTOMATION_RUN_STATUSES)[number];

/** One execution of a rule (or of a manual/batch trigger) for an order; feeds the automation metrics. */
@Entity('automation_rule_runs')
@Index('ix_automation_rule_runs_rule_id_created_at', ['ruleId', 'createdAt'])
@Index('ix_automation_rule_runs_order_id', ['orderId'])
@Index('ix_automation_rule_runs_created_at', ['createdAt'])
// One run per rule and event: a redelivered or retried automation job changes nothing twice.
@Index('uq_automation_rule_runs_rule_id_event_id', ['ruleId', 'eventId'], { unique: true })
@Check('ck_automation_rule_runs_trigger_type', `"trigger_type" IN ('status_change', 'payment_received', 'document_upload', 'time_based', 'manual', 'batch')`)
@Check('ck_automation_rule_runs_status', `"status" IN ('succeeded', 'failed', 'skipped')`)
export class AutomationRuleRun {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer', nullable: true })
  ruleId: number | null;

  @ManyToOne(() => AutomationRule, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'rule_id' })
  rule: Relation<AutomationRule> | null;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @ManyToOne(() => Order, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order> | null;

  /** The domain event that started the run (none for manual and batch runs). */
  @Column({ type: 'integer', nullable: true })
  eventId: number | null;

  @ManyToOne(() => DomainEvent, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'event_id' })
  event: Relation<DomainEvent> | null;

  @Column({ type: 'text' })
  triggerType: AutomationRunTriggerType;

  @Column({ type: 'jsonb', default: {} })
  triggerData: Record<string, unknown>;

  @Column({ type: 'text' })
  status: AutomationRunStatus;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
