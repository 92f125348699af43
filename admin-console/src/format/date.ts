const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "MMM dd, yyyy" in local time: 'Jan 05, 2026'; '' for an invalid date. */
export function formatPlainDate(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  return `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;
}

/** "MMM dd, yyyy 'at' h:mm a" in local time (requirements A9): 'Jan 05, 2026 at 3:07 PM'. */
export function formatOrderDate(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatPlainDate(date)} at ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
