import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** When the analytics rollups were last refreshed: the "as of" of the Analytics tab. One row. */
@Entity('analytics_refreshes')
@Check('ck_analytics_refreshes_one_row', `"id" = 1`)
export class AnalyticsRefresh {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  refreshedAt: Date;
}
