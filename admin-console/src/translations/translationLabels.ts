/** How the Translations tab names the stored values of a service or a quote. */
const LABELS: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  sent: 'Quote sent',
  accepted: 'Accepted',
  declined: 'Declined',
  paid: 'Paid',
  standard: 'Standard',
  expedited: 'Expedited',
};

/** The label of a stored value; an unknown value reads as itself with underscores as spaces. */
export function translationLabel(value: string): string {
  return LABELS[value] ?? value.replace(/_/g, ' ');
}
