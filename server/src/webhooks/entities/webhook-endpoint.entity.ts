import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Customer } from '../../customers/entities/customer.entity.js';

/**
 * A wholesale account's webhook URL. The signing secret must be readable by the server (it signs
 * every delivery with it), so it is kept encrypted (AES-256-GCM, see webhook-secrets.ts), not hashed.
 */
@Entity('webhook_endpoints')
@Index('ix_webhook_endpoints_customer_id', ['customerId'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer>;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text' })
  secretEncrypted: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
