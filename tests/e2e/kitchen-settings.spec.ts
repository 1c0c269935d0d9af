import AxeBuilder from '@axe-core/playwright'
import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A kitchen sets its delivery fee, radius, minimum order and cooking time (decision 0037:
 * "configured per kitchen"). The second seeded kitchen account (South B): other specs order from
 * its kitchen while this runs, so the one change saved is one they cannot notice (its radius,
 * 15 km → 14.5 km, reaches every address they use) and it is put back at the end. Desktop only:
 * two projects saving one kitchen's settings at once would read each other's values. (A kitchen of
 * its own would take the whole application and approval journey of kitchen-join.spec.ts.)
 */
const KITCHEN = { email: 'achieng@kitchens.homecooked.test', password: 'Kitchen board 2026' }

/** The cook, in a browser of their own, asks for the settings, is sent to sign in, and is back on them. */
async function cookOnSettings(browser: Browser) {
  const context = await browser.newContext()
  await context.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
  })
  const cook = await context.newPage()
  await cook.goto('/kitchen/settings')
  await expect(cook).toHaveURL(/\/auth\/login\?redirect=%2Fkitchen%2Fsettings/)
  await expect(cook.locator('html[data-hydrated]')).toBeAttached()
  await cook.getByLabel('Email or phone number').fill(KITCHEN.email)
  await cook.getByLabel('Password').fill(KITCHEN.password)
  await cook.getByRole('button', { name: 'Sign in' }).click()
  await expect(cook).toHaveURL(/\/kitchen\/settings$/)
  await expect(cook.locator('html[data-hydrated]')).toBeAttached()
  return { context, cook }
}

// Both save the one shared kitchen: one project at a time (the Pixel 5 project is the mobile one).
test.describe('the kitchen saves its settings', () => {
  test.skip(({ isMobile }) => isMobile, 'one kitchen, saved by one project at a time')

  test('a kitchen changes its delivery settings, a wrong radius is explained first, and they are kept', async ({
    browser,
  }) => {
    const { context, cook } = await cookOnSettings(browser)

    const radius = cook.getByLabel('Farthest you deliver (km)')
    const perKm = cook.getByLabel('Added for each km (KSh)')
    const prep = cook.getByLabel('Minutes to cook an order')
    const original = {
      radius: await radius.inputValue(),
      perKm: await perKm.inputValue(),
      prep: await prep.inputValue(),
    }
    expect(Number(original.radius)).toBeGreaterThan(0)

    await radius.fill('80')
    await expect(
      cook.getByText('The delivery radius must be from 1 to 50 km, in half kilometres'),
    ).toBeVisible()
    const { violations } = await new AxeBuilder({ page: cook }).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    await radius.fill('14.5')
    await cook.getByRole('button', { name: 'Save settings' }).click()
    await expect(cook.locator('[data-sonner-toast]')).toContainText('Settings saved')

    await cook.reload()
    await expect(cook.locator('html[data-hydrated]')).toBeAttached()
    await expect(radius).toHaveValue('14.5')
    await expect(perKm).toHaveValue('10')

    await radius.fill('15')
    await cook.getByRole('button', { name: 'Save settings' }).click()
    await expect(cook.locator('[data-sonner-toast]').last()).toContainText('Settings saved')
    await context.close()
  })

  test('a kitchen sets a last order time for same-day delivery, sees it kept, and clears it', async ({
    browser,
    request,
  }) => {
    // The same shared kitchen: 23:59 holds back only the day's last minute, when its hours are over,
    // and it is cleared at the end even if a step fails (record 0040: null, no cut-off).
    const clear = async () => {
      const signIn = await request.post('/api/auth/account/authenticate', {
        data: { identifier: KITCHEN.email, secret: KITCHEN.password },
      })
      const { data } = (await signIn.json()) as { data: { accessToken: string } }
      const cleared = await request.put('/api/kitchen/preorder-cutoff', {
        headers: { Authorization: `Bearer ${data.accessToken}` },
        data: { cutoff: null },
      })
      expect(cleared.status()).toBe(200)
    }
    const { context, cook } = await cookOnSettings(browser)
    try {
      const cutoff = cook.getByLabel('Last order time for same-day delivery (optional)')
      await expect(cutoff).toHaveAttribute('type', 'time')
      await expect(cutoff).toHaveAccessibleDescription(
        /after it, shoppers can only order for tomorrow or later/,
      )
      await expect(cutoff).toHaveValue('')
      await cutoff.fill('23:59')
      await cook.getByRole('button', { name: 'Save settings' }).click()
      await expect(cook.locator('[data-sonner-toast]')).toContainText('Settings saved')

      await cook.reload()
      await expect(cook.locator('html[data-hydrated]')).toBeAttached()
      await expect(cutoff).toHaveValue('23:59')
      const { violations } = await new AxeBuilder({ page: cook }).include('main').analyze()
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

      // Emptied, it is no cut-off at all.
      await cutoff.fill('')
      await cook.getByRole('button', { name: 'Save settings' }).click()
      await expect(cook.locator('[data-sonner-toast]').last()).toContainText('Settings saved')
      await cook.reload()
      await expect(cook.locator('html[data-hydrated]')).toBeAttached()
      await expect(cutoff).toHaveValue('')
    } finally {
      await clear()
      await context.close()
    }
  })
})

test('a shopper who opens the settings sees the refusal, not a form', async ({ page }) => {
  const { registerAndSignIn } = await import('./account-helpers')
  await registerAndSignIn(page)
  await page.goto('/kitchen/settings')
  // The page says it; its error notification (SPEC §2) says it too, for 3 s once the page is live.
  await expect(page.locator('.error-message')).toHaveText(': This is for kitchen accounts only :')
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0)
})
