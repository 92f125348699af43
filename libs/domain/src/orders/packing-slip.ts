/**
 * Where a customer downloads the packing slip of an order: the same proof as tracking (order number
 * and the order's e-mail), so the link in the confirmation e-mail and the button on the confirmation
 * page need no sign-in.
 */
export function packingSlipPath(orderNumber: string, email: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/packing-slip?email=${encodeURIComponent(email)}`;
}
