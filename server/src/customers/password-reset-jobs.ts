/** The queued half of "Forgot password?": issuing the link, after the request has been answered. */
export const PASSWORD_RESET_JOB = 'password-reset-link';

export interface PasswordResetJobData {
  email: string;
  /** When the customer asked: the link's hour counts from here, not from when a worker got to it. */
  requestedAt: string;
}
