import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Today's random salt of the visitor hash, shared by every API instance; yesterday's is deleted. */
@Entity('visitor_salts')
export class VisitorSalt {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'bytea' })
  salt: Buffer;
}
