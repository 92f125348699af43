import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many visitors and conversions one network added today, so one client cannot inflate the
 * figures by changing its user agent. network_hash is SHA-256 of the day's salt and the network
 * (IPv4 /24, IPv6 /64); rows of past days are deleted with their salt, since only today's caps need them.
 */
@Entity('visitor_networks')
@Check('ck_visitor_networks_counts', `"visitors" >= 0 AND "conversions" >= 0`)
export class VisitorNetwork {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  networkHash: string;

  @Column({ type: 'integer', default: 0 })
  visitors: number;

  @Column({ type: 'integer', default: 0 })
  conversions: number;
}
