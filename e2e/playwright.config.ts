import path from 'node:path';
import { defineConfig, devices, type LaunchOptions } from '@playwright/test';

/**
 * End-to-end tests against the built product: the NestJS server (server/dist) serving the built
 * customer site at `/` and the staff console at `/admin`. Build first (`nx run e2e:e2e` does).
 *
 * The browser is Debian's Chromium (`apt-get install chromium`); Playwright never downloads one.
 */
// E2E_PORT lets a second run (another checkout) go on beside one already using 3100.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run. The runner evaluates this file first and its workers inherit
// the variable, so tests and server agree on the folder (e.g. to read e-mails written there).
process.env.E2E_DATA_DIR ??= path.resolve(__dirname, '..', '.data', `e2e-${Date.now()}`);
// The first staff account, created by the server at start (ADMIN_USERNAME / ADMIN_PASSWORD);
// the staff-console specs sign in with it through these variables.
process.env.E2E_ADMIN_USERNAME ??= 'e2e-admin';
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-admin-password-2026';

/** Only infrastructure the caller chose explicitly; unset means the server's embedded defaults. */
const passThrough = Object.fromEntries(
  ['DATABASE_URL', 'REDIS_URL'].map((name) => [name, process.env[name]] as const).filter((entry): entry is readonly [string, string] => Boolean(entry[1])),
);

const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // Journeys written for one viewport run only in their project (no skipping inside tests).
      testIgnore: [/-phone\.spec\.ts$/],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: [/-desktop\.spec\.ts$/],
      use: {
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    cwd: __dirname,
    env: {
      ...passThrough,
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // The webhooks spec's receiver listens on 127.0.0.1 over http.
      WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true',
    },
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM first so the server closes its embedded PostgreSQL; SIGKILL after 15 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
