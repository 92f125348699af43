/**
 * Digital copies of the finished documents: what Document Scanning ($15) buys and what lightning and
 * rush include ("digital files by e-mail"); On A Budget is "mail only with no digital files". The
 * copies are the staff's uploads of type Completed Apostille, and any staff upload marked as the
 * completed apostille, delivered as signed download links that expire.
 */

export const COMPLETED_APOSTILLE_TYPE = 'Completed Apostille';

/** How long a link in an e-mail works; the tracking page and the dashboard sign fresh ones on each visit. */
export const DIGITAL_COPY_MAIL_LINK_DAYS = 14;
export const DIGITAL_COPY_PAGE_LINK_MINUTES = 60;

export function includesDigitalCopies(order: { serviceLevel: string; additionalServices?: { scanning?: boolean } | null }): boolean {
  return order.additionalServices?.scanning === true || order.serviceLevel === 'lightning' || order.serviceLevel === 'rush';
}

export function isDigitalCopy(document: { uploadedBy: string; documentType: string; isApostilleComplete: boolean; purgedAt?: Date | null }): boolean {
  return document.uploadedBy === 'admin' && !document.purgedAt && (document.documentType === COMPLETED_APOSTILLE_TYPE || document.isApostilleComplete);
}

/** A digital copy as answers and e-mails carry it. */
export interface DigitalCopyLink {
  name: string;
  url: string;
  expiresAt: string;
}
