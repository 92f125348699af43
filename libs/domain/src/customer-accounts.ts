import type { ExpectedCompletionAnswer } from './calendar/expected-completion';
/**
 * Customer accounts: registration, sign-in, profile and the dashboard's order list (customer spec
 * C2, C3, C4, C5, C8). The quoted spec texts live in REGISTRATION_MESSAGES and DASHBOARD_MESSAGES;
 * these are the texts the spec leaves to us.
 */

export const PASSWORD_MAX_LENGTH = 128;
/** Longest first name, last name or phone number an account keeps. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const ACCOUNT_PHONE_MAX_LENGTH = 40;
export const ACCOUNT_EMAIL_MAX_LENGTH = 320;

export const ACCOUNT_MESSAGES = {
  /** One answer for an unknown e-mail, a wrong password, an account without a password and a paused account. */
  loginFailed: 'Invalid email or password. After several failed attempts, please wait a few minutes before trying again.',
  /**
   * The same answer whether or not the e-mail already had an account, and true for both: a new account
   * gets a confirmation link, an existing one a note saying nothing changed and how to sign in or reset.
   */
  registered: 'Thank you. Please check your e-mail: we have sent this address a message with the next step.',
  registeredTitle: 'Check Your E-mail',
  /** Password reset: one answer whether or not the address has an account. */
  passwordResetRequested: 'If an account exists for this address, we have e-mailed it a link to choose a new password. The link works once, for one hour.',
  passwordResetLinkInvalid: 'This password reset link is invalid, has expired or has already been used. Please ask for a new one.',
  passwordResetDone: 'Your password has been changed and every other session signed out. Please sign in with your new password.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  validEmailRequired: 'Valid email is required',
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordTooCommon: 'This password is too common. Please choose a less common password.',
  /** A password of spaces (or other blanks) only meets the length rule but guards nothing. */
  passwordBlank: 'Password cannot be only spaces. Please include letters, digits or symbols.',
  nameTooLong: `Please keep names under ${ACCOUNT_NAME_MAX_LENGTH} characters`,
  phoneTooLong: `Please keep the phone number under ${ACCOUNT_PHONE_MAX_LENGTH} characters`,
  emailVerified: 'Thank you! Your e-mail address is confirmed.',
  verificationLinkInvalid: 'This confirmation link is invalid or has already been used.',
  verifying: 'Confirming your e-mail address...',
  /** Dashboard hint while the e-mail is not confirmed. */
  confirmEmailHint: 'Orders placed as a guest with your e-mail address appear here once you confirm your address through the link we e-mailed you.',
} as const;

/**
 * True for a password made only of whitespace (spaces, tabs, line breaks, no-break spaces...).
 * Shared by the browser forms and the server, which refuses such a password whatever its length.
 */
export function isBlankPassword(password: string): boolean {
  return password.trim() === '';
}

export const ACCOUNT_TYPE_LABELS: Record<string, string> = { retail: 'Retail', wholesale: 'Wholesale' };

/** The customer as the profile answer carries it (requirements C3). */
export interface CustomerProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  accountType: 'retail' | 'wholesale';
  wholesaleTier: string | null;
  monthlyDocumentCount: number;
  createdAt: string;
  /** False until the address is confirmed through the e-mailed link (guest orders stay hidden until then). */
  emailVerified: boolean;
}

/** One row of GET /api/customers/orders (requirements C3); totalAmount in dollars. */
export interface CustomerOrderListItem {
  id: number;
  orderNumber: string;
  status: string;
  totalAmount: number;
  createdAt: string;
  /** What the order was, so a row says more than a number: its tier, destination and documents. */
  serviceLevel?: string;
  destinationCountry?: string;
  documentCount?: number;
  /** Each document's type (the first document's type for orders before routes were kept). */
  documentTypes?: string[];
  /** The same expected date as tracking; null once the work is done. */
  expectedCompletion?: ExpectedCompletionAnswer | null;
}

/** "Birth Certificate, College Diploma" or "Birth Certificate and 2 more" when only the first type is known. */
export function documentsSummary(item: Pick<CustomerOrderListItem, 'documentCount' | 'documentTypes'>): string {
  const types = item.documentTypes ?? [];
  const count = item.documentCount ?? types.length;
  if (types.length >= count) return types.join(', ');
  const more = count - types.length;
  return `${types.join(', ')} and ${more} more`;
}

/**
 * Statuses the dashboard counts as "In Progress": every lifecycle status from pending up to, but not
 * including, delivered, so an order mid-process (e.g. authentication in progress) is never left out.
 */
export const IN_PROGRESS_STATUSES: readonly string[] = [
  'pending',
  'processing',
  'docs_received',
  'documents_received',
  'authentication_in_progress',
  'apostille_complete',
  'shipped',
];
/** Statuses the dashboard counts as "Completed" (delivered, or the generic completed value). */
export const COMPLETED_STATUSES: readonly string[] = ['delivered', 'completed'];

export interface OrderCounters {
  total: number;
  inProgress: number;
  completed: number;
}

export function orderCounters(orders: readonly { status: string }[]): OrderCounters {
  return {
    total: orders.length,
    inProgress: orders.filter((order) => IN_PROGRESS_STATUSES.includes(order.status)).length,
    completed: orders.filter((order) => COMPLETED_STATUSES.includes(order.status)).length,
  };
}

/** The dashboard's View Details link: the tracking page with the order number and the customer's e-mail. */
export function trackingLink(orderNumber: string, email: string): string {
  return `/tracking?${new URLSearchParams({ order: orderNumber, email }).toString()}`;
}
