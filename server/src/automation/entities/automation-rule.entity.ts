import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const AUTOMATION_TRIGGER_TYPES = ['status_change', 'payment_received', 'document_upload', 'time_based'] as const;
export type AutomationTriggerType = (typeof AUTOMATION_TRIGGER_TYPES)[number];

@Entity('automation_rules')
// Names are unique so seeding rules is idempotent (INSERT ... ON CONFLICT (name) DO NOTHING).
@Index('uq_automation_rules_name', ['name'], { unique: true })
@Index('ix_automation_rules_trigger_type', ['triggerType'], { where: `"is_active"` })
@Check('ck_automation_rules_trigger_type', `"trigger_type" IN ('status_change', 'payment_received', 'document_upload', 'time_based')`)
export class AutomationRule {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  triggerType: AutomationTriggerType;

  /** When the rule applies (shape defined by the automation module). */
  @Column({ type: 'jsonb', default: {} })
  conditions: Record<string, unknown>;

  /** What the rule does, in order (shape defined by the automation module). */
  @Column({ type: 'jsonb', default: [] })
  actions: unknown[];

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
