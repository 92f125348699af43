import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Staff-area settings owners change from the Staff screen: one row, id 1. */
@Entity('staff_settings')
@Check('ck_staff_settings_single_row', '"id" = 1')
export class StaffSettings {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** While on, a staff account without two-factor reaches only its own security endpoints. */
  @Column({ type: 'boolean', default: false })
  requireTwoFactor: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
