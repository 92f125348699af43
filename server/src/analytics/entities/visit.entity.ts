import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A page view for the visitor-to-customer conversion rate. visitor_hash is a salted hash, never a raw IP. */
@Entity('visits')
@Index('ix_visits_created_at', ['createdAt'])
export class Visit {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  visitorHash: string;

  @Column({ type: 'text' })
  path: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
