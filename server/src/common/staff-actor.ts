/**
 * Who performs a staff action: the signed-in staff member and the address the request came from.
 * Services take it to check nothing about roles (guards did that) but to write who did what in the
 * audit log and the order's history.
 */
export interface StaffActor {
  adminId: number;
  ipAddress: string | null;
}

/**
 * Who changes an order: a staff member, or an automation rule acting on its own (no staff member;
 * the audit names the rule, and the change's event cannot re-trigger that rule).
 */
export interface OrderChangeActor {
  adminId: number | null;
  ipAddress: string | null;
  ruleId?: number;
  /**
   * How many rule-made changes in a row led to this one (1 for a rule acting on a staff or
   * customer event); carried on the change's event so a chain of rules can be stopped.
   */
  ruleChainDepth?: number;
}

/** The actor of a request made by a signed-in staff member. */
export function staffActor(admin: { id: number }, ipAddress: string | null): StaffActor {
  return { adminId: admin.id, ipAddress };
}
