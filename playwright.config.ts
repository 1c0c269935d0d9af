import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_BROWSER, INSTALL_COMMAND } from './scripts/ensure-chromium'
import { TEST_VAPID } from './tests/fixtures/vapid-test-keys'

/**
 * End-to-end tests run the production build (`npm run build` first) in Debian's Chromium
 * headless shell: no browser is downloaded. It is the build Playwright itself runs headless
 * tests in, the same Blink as the full Chromium without the browser's window and toolbar UI,
 * which Chromium 156 builds as a WebUI renderer of its own for every browser context: a new
 * context and page took 470 ms there against 180 ms in the shell, on every test (decision 0049).
 * Elsewhere, point CHROMIUM_PATH at another Chromium binary.
 */
const chromium = process.env.CHROMIUM_PATH ?? E2E_BROWSER
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}. Install it: ${INSTALL_COMMAND}`)
}
if (!existsSync('dist/server/server.js')) {
  throw new Error('No production build: run `npm run build` before `playwright test`.')
}

const PORT = Number(process.env.E2E_PORT ?? 3210)
const OAUTH_PORT = PORT + 89
const DARAJA_PORT = PORT + 90
/** The local push service (tests/fixtures/push-service.ts), standing in for Google's. */
export const PUSH_PORT = PORT + 91
// The app and the Daraja simulator share these test credentials.
const MPESA = {
  MPESA_CONSUMER_KEY: 'e2e-key',
  MPESA_CONSUMER_SECRET: 'e2e-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'e2e-passkey',
}
// A fresh database per run; the variable carries it to the workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'homecooked-e2e-'))

const launchOptions = {
  executablePath: chromium,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
}

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  // Two workers on two cores, each page scanned by axe: a full journey can pass 30 s while the
  // other worker scans too, though it takes about half that alone.
  timeout: 60_000,
  // A page's lazy parts (a map, a form) load after it; with two browsers and the server on two
  // cores, 5 s was passed by a map's first draw on a slower host (the same run's static rate
  // was 2.4× lower than on the day's first host). A passing assertion does not wait longer.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    trace: 'off',
  },
  projects: [
    // The server-process tests start their own servers: one viewport is enough for them.
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], launchOptions },
      // Headers, cookies and sessions are the server's answers, the same whatever the viewport.
      testIgnore: [
        '**/lifecycle.spec.ts',
        '**/mpesa-test-mode.spec.ts',
        '**/operations.spec.ts',
        '**/serving.spec.ts',
        '**/server-function-bodies.spec.ts',
        '**/security-headers.spec.ts',
        '**/cookies-and-cross-site.spec.ts',
        '**/session-renewal.spec.ts',
        '**/signed-in-pages.spec.ts',
        '**/shared-pages.spec.ts',
        '**/split-tiers.spec.ts',
        // It sets its own widths, 320 px to 1280 px: one project runs it.
        '**/layout-audit.spec.ts',
      ],
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      // The edge tier's smoke suite starts its own Worker and API tier: the phone is its viewport.
      testIgnore: ['**/edge-tier.spec.ts', '**/other-services.spec.ts'],
    },
  ],
  webServer: [
    {
      // A local OAuth server standing in for Google, so social sign-in runs end to end.
      command: 'node tests/fixtures/oauth-server-main.ts',
      port: OAUTH_PORT,
      env: { OAUTH_PORT: String(OAUTH_PORT) },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // A local Daraja standing in for Safaricom, so M-Pesa checkout runs end to end.
      command: 'node tests/fixtures/daraja-simulator-main.ts',
      port: DARAJA_PORT,
      env: { DARAJA_PORT: String(DARAJA_PORT), ...MPESA },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // A local push service standing in for Google's, so a new order's Web Push runs end to end.
      command: 'node tests/fixtures/push-service-main.ts',
      url: `http://127.0.0.1:${PUSH_PORT}/received`,
      env: { PUSH_PORT: String(PUSH_PORT) },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // The journeys shop the demo storefront: seeded on purpose, as a production start never does
      // (decision record 0002). Beside it, one kitchen open round the clock, for the journeys that
      // must deliver today at any hour (tests/fixtures/round-the-clock-kitchen-main.ts).
      command:
        'node --import tsx scripts/db-seed.ts --demo && node --import tsx tests/fixtures/round-the-clock-kitchen-main.ts && node scripts/serve.ts',
      url: `http://127.0.0.1:${PORT}/api/auth/ping`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Set (a fresh, empty database): the app runs on that Postgres server instead of PGlite.
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        NODE_ENV: 'production',
        // Behind one trusted proxy: each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts).
        TRUST_PROXY: 'true',
        // The sign-up tests read verification codes from the development outbox.
        DEV_OUTBOX: 'true',
        // One line per request would bury the test report; warnings and faults still show.
        LOG_LEVEL: 'warn',
        // The accounts registered with these e-mails review kitchen applications (kitchen-join.spec.ts)
        // and renewed documents (document-renewals.spec.ts), one per project: the projects run at once.
        OPERATOR_EMAILS:
          'operator.mobile@homecooked.test,operator.desktop@homecooked.test,renewals.mobile@homecooked.test,renewals.desktop@homecooked.test',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        GOOGLE_CLIENT_ID: 'homecooked-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_AUTHORIZATION_URL: `http://127.0.0.1:${OAUTH_PORT}/authorize`,
        GOOGLE_TOKEN_URL: `http://127.0.0.1:${OAUTH_PORT}/token`,
        GOOGLE_USERINFO_URL: `http://127.0.0.1:${OAUTH_PORT}/userinfo`,
        ...MPESA,
        MPESA_BASE_URL: `http://127.0.0.1:${DARAJA_PORT}`,
        MPESA_CALLBACK_SECRET: 'e2e-callback-secret',
        // New orders by Web Push, to the local push service (a test key pair, never a real one).
        VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
        VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
        VAPID_SUBJECT: TEST_VAPID.subject,
        PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${PUSH_PORT}`,
      },
      reuseExistingServer: false,
      // Migrating and seeding a fresh PGlite takes ~10 s alone, minutes on a busy 2-core machine.
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
