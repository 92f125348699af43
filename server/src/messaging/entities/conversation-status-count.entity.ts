import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many conversations have each status, kept exact by a trigger on `conversations` (migration
 * 1766820000000), so the staff list's total costs one row read, not a count over every conversation.
 */
@Entity('conversation_status_counts')
export class ConversationStatusCount {
  @PrimaryColumn({ type: 'text' })
  status: string;

  @Column({ type: 'integer', default: 0 })
  count: number;
}
