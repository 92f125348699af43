/** The privacy queue's two jobs and when they run (cron, UTC). */
export const PRIVACY_JOBS = {
  documentRetention: { name: 'document-retention', pattern: '15 3 * * *' },
  dataDeletions: { name: 'data-deletions', pattern: '5 * * * *' },
} as const;

export type PrivacyJobName = (typeof PRIVACY_JOBS)[keyof typeof PRIVACY_JOBS]['name'];
