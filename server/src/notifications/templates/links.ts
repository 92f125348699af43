/** The customer site's tracking page for one order, filled in with its number and e-mail address. */
export function orderTrackingUrl(publicUrl: string, orderNumber: string, email: string): string {
  return `${publicUrl}/tracking?order=${encodeURIComponent(orderNumber)}&email=${encodeURIComponent(email)}`;
}
