import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per year; allocation is a single race-free statement:
 * `INSERT INTO order_number_counters (year, last_value) VALUES ($1, 1)
 *  ON CONFLICT (year) DO UPDATE SET last_value = order_number_counters.last_value + 1 RETURNING last_value`.
 */
@Entity('order_number_counters')
export class OrderNumberCounter {
  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer', default: 0 })
  lastValue: number;
}
