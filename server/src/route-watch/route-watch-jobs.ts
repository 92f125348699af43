/** The route-watch queue's job and when it runs (cron, UTC): daily, before the processing centre opens. */
export const ROUTE_WATCH_JOBS = {
  dailyCheck: { name: 'route-watch-daily', pattern: '0 6 * * *' },
} as const;
