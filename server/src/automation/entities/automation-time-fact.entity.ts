import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A fact of time automation has noticed (an extra charge unpaid for 48 hours, an order past its
 * expected completion date), one row per kind and subject: the periodic check publishes each fact's
 * event once, however often it runs and however many workers run it.
 */
@Entity('automation_time_facts')
export class AutomationTimeFact {
  @PrimaryColumn({ type: 'text' })
  kind: string;

  @PrimaryColumn({ type: 'integer' })
  subjectId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  noticedAt: Date;
}
