/**
 * The pager's "1–25 of 1,234". A search broader than the server counts (its total is capped)
 * reads "1–25 of more than 10,000", so staff know to narrow it instead of trusting the number.
 */
export function pageRangeLabel({ from, to, count }: { from: number; to: number; count: number }, totalCapped: boolean): string {
  const total = count.toLocaleString('en-US');
  return `${from}–${to} of ${totalCapped ? `more than ${total}` : total}`;
}
