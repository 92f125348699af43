import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One visitor of the customer site on one day: the conversion rate's denominator. visitor_hash is
 * SHA-256 of that day's random salt, the address and the browser's user agent; the salt is deleted
 * when the day ends, so a hash can never be traced back or linked across days. No cookie, no IP.
 */
@Entity('site_visitors')
@Check('ck_site_visitors_page_views', `"page_views" >= 1`)
export class SiteVisitor {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'text' })
  visitorHash: string;

  @Column({ type: 'integer', default: 1 })
  pageViews: number;

  /** The visitor placed an order that day (the order confirmation reported it). */
  @Column({ type: 'boolean', default: false })
  converted: boolean;
}
