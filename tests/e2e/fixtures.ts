import { test as base, expect } from '@playwright/test'

/** Every page test fails on a console error or an uncaught exception in the browser. */
/** A documentation-range address (TEST-NET-2) of its own for each test's browser. */
const someShopperAddress = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`

export const test = base.extend<{ consoleErrors: string[]; shopperAddress: string }>({
  // The app runs behind one trusted proxy (TRUST_PROXY=true): each test is its own shopper on
  // its own network, as in production, so the per-address limits (20 sign-ups an hour) count
  // one test's requests, not the whole suite's.
  shopperAddress: [
    async ({ context }, use) => {
      const address = someShopperAddress()
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
      await use(address)
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
