import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ApiKeyScope } from '@apostille/domain';
import { Customer } from '../../customers/entities/customer.entity.js';

export const API_KEY_SCOPE_VALUES = ['read', 'write'] as const;

/**
 * A wholesale account's API key. Only the SHA-256 of the secret is kept: the secret has 256 bits
 * of randomness, so a fast hash is enough (as for session tokens), and the lookup is one index probe.
 */
@Entity('api_keys')
@Index('uq_api_keys_secret_hash', ['secretHash'], { unique: true })
@Index('ix_api_keys_customer_id', ['customerId'])
@Check('ck_api_keys_scope', `"scope" IN ('read', 'write')`)
export class ApiKey {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer>;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  scope: ApiKeyScope;

  /** The key's first characters, shown to tell keys apart. */
  @Column({ type: 'text' })
  prefix: string;

  @Column({ type: 'text' })
  secretHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
