/**
 * Who may do what (issue #17). One table, read by the server's permission guard and by the console
 * (which hides what the signed-in role cannot do; the server still enforces it).
 */

export const STAFF_ROLES = ['owner', 'admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const Permission = {
  /** Anyone, signed in or not (public site, sign-in, signed links, webhooks). */
  Public: 'Public',
  /** A signed-in customer (their own profile and orders only). */
  Customer: 'Customer',
  /** A wholesale account's API key, read or write scope (the versioned API, /api/v1). */
  ApiRead: 'ApiRead',
  /** A wholesale account's API key with the write scope. */
  ApiWrite: 'ApiWrite',
  /** Any signed-in staff account, for its own session and two-factor settings; allowed while two-factor is pending. */
  OwnAccount: 'OwnAccount',
  ReadOrders: 'ReadOrders',
  UpdateOrders: 'UpdateOrders',
  CreateOrders: 'CreateOrders',
  ManageDocuments: 'ManageDocuments',
  ManagePaymentLinks: 'ManagePaymentLinks',
  ManageMessages: 'ManageMessages',
  DeleteOrders: 'DeleteOrders',
  ExportOrders: 'ExportOrders',
  ManageAutomationRules: 'ManageAutomationRules',
  ManageStaff: 'ManageStaff',
  /** Record verified data-deletion requests and see what the deletion job did. */
  ManagePrivacyRequests: 'ManagePrivacyRequests',
  /** The Analytics tab: revenue and conversion figures, for those who run the business. */
  ViewAnalytics: 'ViewAnalytics',
  /** Approve or decline a customer's cancellation: it gives money back, so not every staff account may. */
  DecideCancellations: 'DecideCancellations',
  /** Read wholesale applications and approve (with a tier) or decline them: a price decision. */
  ManageWholesale: 'ManageWholesale',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

/** Permissions that belong to staff roles (Public, Customer and the API keys' are not granted to any role). */
export type StaffPermission = Exclude<
  Permission,
  typeof Permission.Public | typeof Permission.Customer | typeof Permission.ApiRead | typeof Permission.ApiWrite
>;

const STAFF_WORK: StaffPermission[] = [
  Permission.OwnAccount,
  Permission.ReadOrders,
  Permission.UpdateOrders,
  Permission.CreateOrders,
  Permission.ManageDocuments,
  Permission.ManagePaymentLinks,
  Permission.ManageMessages,
];
const ADMIN_WORK: StaffPermission[] = [
  ...STAFF_WORK,
  Permission.DeleteOrders,
  Permission.ExportOrders,
  Permission.ManageAutomationRules,
  Permission.ManagePrivacyRequests,
  Permission.ViewAnalytics,
  Permission.DecideCancellations,
  Permission.ManageWholesale,
];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: [...ADMIN_WORK, Permission.ManageStaff],
  admin: ADMIN_WORK,
  staff: STAFF_WORK,
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when the role holds the permission; an unknown role holds nothing (fail closed). */
export function roleCan(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);
}

/** Initial passwords set by an owner (and by `npm run admin:create`). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;

/** (not quoted in spec) */
export const STAFF_MESSAGES = {
  forbidden: 'You do not have permission to do this',
  twoFactorPending: 'Two-factor authentication is required for this account. Enable it under Security to continue.',
  usernameTaken: 'That username is already in use (capital letters do not make a different username)',
  usernameFormat: 'Username must be 3-64 letters, digits, dots, dashes or underscores',
  passwordTooShort: `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  notFound: 'Staff account not found',
  invalidRole: `Role must be one of: ${STAFF_ROLES.join(', ')}`,
  lastOwner: 'The last owner cannot be removed or disabled',
  notYourself: 'You cannot disable your own account',
  created: 'Staff account created',
  roleChanged: 'Role changed',
  disabled: 'Account disabled',
  enabled: 'Account enabled',
  twoFactorReset: 'Two-factor authentication reset',
  settingsSaved: 'Settings saved',
} as const;

/** A staff account as the Staff screen lists it (no hashes, no secrets). */
export interface StaffMemberView {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  disabled: boolean;
  createdAt: string;
}

export interface StaffSettingsView {
  requireTwoFactor: boolean;
}
