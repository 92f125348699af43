/**
 * Staff decisions on requests from the public forms: wholesale applications and privacy requests
 * (issue #33 item 9). The texts are not quoted in the spec.
 */

/** A decision note or reason; the requester reads it in an e-mail. */
export const DECISION_NOTE_MAX = 2000;

export const WHOLESALE_DECISION_MESSAGES = {
  notFound: 'Wholesale application not found',
  alreadyDecided: 'This application has already been decided.',
  tierRequired: 'Choose the tier to grant: partner, professional or enterprise.',
  reasonRequired: 'Please write the reason for declining; the applicant reads it.',
  noteTooLong: `Note must be ${DECISION_NOTE_MAX} characters or fewer`,
  approved: 'Application approved: the account is wholesale and the applicant has been e-mailed.',
  declined: 'Application declined: the applicant has been e-mailed the reason.',
} as const;

export const PRIVACY_DECISION_MESSAGES = {
  notFound: 'Privacy request not found',
  alreadyDecided: 'This request has already been answered.',
  noteRequired: 'Please write what was done, or why the request is declined; the requester reads it.',
  noteTooLong: `Note must be ${DECISION_NOTE_MAX} characters or fewer`,
  completed: 'Request completed: the requester has been e-mailed.',
  declined: 'Request declined: the requester has been e-mailed the reason.',
} as const;

/** The console's words for the stored statuses. */
export const WHOLESALE_APPLICATION_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'New',
  approved: 'Approved',
  declined: 'Declined',
};

export const CCPA_REQUEST_STATUS_LABELS: Readonly<Record<string, string>> = {
  received: 'New',
  acknowledged: 'New',
  completed: 'Done',
  declined: 'Declined',
};

export const DELETION_REQUEST_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'New',
  waiting: 'Waiting for open orders',
  completed: 'Done',
};

/** The decision note as stored: trimmed, or an error text when it is missing (and required) or too long. */
export function checkDecisionNote(raw: unknown, required: boolean): { note: string | null } | { error: 'required' | 'tooLong' } {
  const note = typeof raw === 'string' ? raw.trim() : '';
  if (note.length > DECISION_NOTE_MAX) return { error: 'tooLong' };
  if (!note) return required ? { error: 'required' } : { note: null };
  return { note };
}
