import { defineConfig } from '@playwright/test';

// The browser tests drive Debian's Chromium against the app started as a user starts it (`npm start`),
// on a fresh data directory, with a local OpenID Connect provider standing in for Google.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const OIDC_PORT = PORT + 1;
export const E2E_BASE_URL = `http://localhost:${PORT}`;
// The cross-instance realtime test needs PostgreSQL and Redis (CI provides both).
export const CLUSTER_PORTS = [PORT + 10, PORT + 11] as const;
// The app sends its e-mail to a test SMTP server of its own (e2e/support/smtp-sink.mjs), whose HTTP port
// answers what arrived (issue 29 §4: an overdue reminder arriving at the test SMTP server).
const SMTP_PORT = PORT + 2;
export const SMTP_SINK_URL = `http://127.0.0.1:${PORT + 3}`;
const withCluster = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const DATA_DIR = `.tmp/e2e-data-${PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: `.tmp/test-results-${PORT}`,
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // The app's service worker (decision 0067) would take navigations and assets out of page.route's
    // reach; only the offline visit journey turns it on, in its own context.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    ...(withCluster
      ? [
          {
            command: `node e2e/support/cluster.mjs ${CLUSTER_PORTS[0]} ${CLUSTER_PORTS[1]}`,
            url: `http://localhost:${CLUSTER_PORTS[1]}/api/health`,
            reuseExistingServer: false,
            timeout: 300_000,
          },
        ]
      : []),
    {
      command: `node e2e/support/oidc-provider.mjs ${OIDC_PORT} ${E2E_BASE_URL}/api/auth/google/callback`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node e2e/support/smtp-sink.mjs ${SMTP_PORT} ${PORT + 3}`,
      url: SMTP_SINK_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node -e "require('fs').rmSync('${DATA_DIR}',{recursive:true,force:true})" && npm start`,
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR,
        PUBLIC_URL: E2E_BASE_URL,
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        GOOGLE_CLIENT_ID: 'firebreak-test-client',
        GOOGLE_CLIENT_SECRET: 'firebreak-test-client-secret-0123456789',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        // Every processing run is followed as a job, so its progress shows however fast this
        // machine reads the pages (a run under the default 4 s wait answered at once, without it).
        PROCESSING_WAIT_SECONDS: '0',
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Firebreak Accounts <accounts@firebreak.test>',
      },
    },
  ],
});
