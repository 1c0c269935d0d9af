import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { untilServing } from '../fixtures/until-serving'
import { addAddress, registerAndSignIn } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'

const PORT = Number(process.env.E2E_PORT ?? 3210) + 95
const ORIGIN = `http://127.0.0.1:${PORT}`
let server: ChildProcess
let output = ''

// A newcomer's `npm start`: not production, no Daraja credentials.
test.beforeAll(async () => {
  test.setTimeout(90_000)
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('MPESA_')),
  )
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...environment,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'homecooked-mpesa-test-mode-')),
      // Its "serving" line is what beforeAll waits for (untilServing).
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  // The server's own "serving" line, then one ping: no retry loop on a fixed delay.
  await untilServing(server).catch((error: Error) => {
    throw new Error(`${error.message}:\n${output}`)
  })
  expect((await fetch(`${ORIGIN}/api/auth/ping`)).ok).toBe(true)
})
test.afterAll(() => {
  server?.kill('SIGTERM')
})
test.use({ baseURL: ORIGIN })

test('a newcomer’s server offers M-Pesa as clearly labelled test payments, and a test payment goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  expect(output).toContain('M-Pesa test mode')
  await registerAndSignIn(page)
  await addAddress(page)
  // Up to the kitchen's minimum, each step answered by the server before the next (a cart left
  // below it by a navigation that cut the last request off would show no form).
  await fillCart(page, request, 0)

  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText('Test payments')).toBeVisible()
  await expect(page.locator('.test-payments')).toContainText('no money moves')
  await page.getByLabel('Pay with').selectOption({ label: 'M-Pesa' })
  await page.getByLabel('M-Pesa number').fill('0712 345 678')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.locator('.payment-status')).toContainText('Paid', { timeout: 15_000 })
})
