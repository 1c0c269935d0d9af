import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, chromium, type Page } from '@playwright/test'
import { FULL_CHROMIUM, INSTALL_COMMAND } from '../../scripts/ensure-chromium'
import { TEST_VAPID } from '../fixtures/vapid-test-keys'
import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'
import { KITCHEN, openBoard, orderWithCash } from './kitchen-helpers'
import {
  deliverToServiceWorker,
  newPushSubscriber,
  pushedAlert,
  shownNotifications,
  standInForPushService,
  subscribedKey,
} from './push-helpers'

test.slow()

/**
 * The cook closes the kitchen on a day six weeks ahead in her settings (past every slot the other
 * journeys take) and sees it saved; the answer puts her week back as it was.
 */
async function closeADayAhead(board: Page, request: APIRequestContext) {
  const signIn = await request.post('/api/auth/account/authenticate', {
    data: { identifier: KITCHEN.email, secret: KITCHEN.password },
  })
  const { data } = (await signIn.json()) as { data: { accessToken: string } }
  const auth = { Authorization: `Bearer ${data.accessToken}` }
  const original = await (await request.get('/api/kitchen/hours', { headers: auth })).json()
  const day = new Date(Date.now() + 42 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10)
  await board.getByRole('link', { name: 'Delivery fee, radius and minimum order' }).click()
  await expect(board.locator('html[data-hydrated]')).toBeAttached()
  const closed = board.getByRole('group', { name: 'Closed days' })
  await closed.getByLabel('Close on a day').fill(day)
  await closed.getByRole('button', { name: 'Add the closed day' }).click()
  await board.getByRole('button', { name: 'Save the opening hours' }).click()
  await expect(board.locator('[data-sonner-toast]')).toContainText('Opening hours saved')
  await board.goto('/kitchen')
  await expect(board.locator('html[data-hydrated]')).toBeAttached()
  return async () => {
    const put = await request.put('/api/kitchen/hours', {
      headers: auth,
      data: { openingHours: original.openingHours, closedDays: original.closedDays },
    })
    expect(put.status()).toBe(200)
  }
}

test('a cook sets her hours and turns on alerts; an order reaches her locked phone by push, rings on the board, is accepted, goes live to the shopper, a rider delivers it with the shopper’s code, and the sale is on her earnings', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // The cook's phone is the full Chromium: the headless shell the other tests drive shows no
  // notifications (its permission is always "denied"). `npm test` installs both (ensure-chromium).
  if (!existsSync(FULL_CHROMIUM))
    throw new Error(
      `The full Chromium is missing at ${FULL_CHROMIUM}: set FULL_CHROMIUM_PATH, or run ${INSTALL_COMMAND}`,
    )
  const phone = await chromium.launch({
    executablePath: FULL_CHROMIUM,
    args: ['--headless=new', '--no-sandbox'],
  })
  const pushed = newPushSubscriber()
  const { board, context } = await openBoard(phone, String(testInfo.project.use.baseURL), async (context) => {
    await context.grantPermissions(['notifications'])
    await standInForPushService(context, pushed)
  })
  // Her hours: one project only, as both run at once on this kitchen and the form saves the
  // whole week (the other project's day would be overwritten).
  const restoreHours = testInfo.project.name === 'mobile' ? await closeADayAhead(board, request) : undefined
  try {
    // Alerts on a locked phone: this browser subscribes with the server's key.
    await board.getByRole('button', { name: 'Ring this phone for new orders, even when locked' }).click()
    await expect(
      board.getByText('This phone rings for every new order, even when it is locked.'),
    ).toBeVisible()
    expect(await subscribedKey(board)).toBe(TEST_VAPID.publicKey)
    await expect(
      board.getByText(/phones? or tablets? of your kitchen gets? new orders this way\./),
    ).toBeVisible()

    // The phone locks: the board's page is frozen, its scripts stopped.
    const boardCdp = await context.newCDPSession(board)
    await boardCdp.send('Page.setWebLifecycleState', { state: 'frozen' })
    const orderId = await orderWithCash(page, request)
    await expect(page.locator('.order-status').first()).toHaveText('Sent to the kitchen')

    // The server pushed the order, encrypted for this browser; the service worker shows it.
    const alert = await pushedAlert(pushed, orderId)
    expect(alert).toEqual({
      title: `New order ${orderId}`,
      body: expect.stringMatching(/^KSh\s[\d,]+: open your board to accept or decline it\.$/),
      url: '/kitchen',
      tag: `order-${orderId}`,
    })
    const lockScreen = await context.newPage()
    await lockScreen.goto('/pages/about')
    await deliverToServiceWorker(lockScreen, JSON.stringify(alert))
    await expect
      .poll(() => shownNotifications(lockScreen))
      .toContainEqual({ title: alert.title, body: alert.body, tag: alert.tag })
    await lockScreen.close()

    // She unlocks the phone: the order is on the board, and the tab's title counts it.
    await boardCdp.send('Page.setWebLifecycleState', { state: 'active' })
    await boardCdp.detach()
    const card = board.getByRole('article', { name: new RegExp(`^Order ${orderId} `) })
    await expect(card).toBeVisible({ timeout: 15_000 })
    await expect(board).toHaveTitle(/^\(\d+\) /)

    // It waits for the cook's answer: the board rings and says how many wait, the card until when.
    await expect(board.locator('.kitchen-board-waiting')).toContainText(/wait(s)? for your answer/)
    await expect(card.getByText(/^Answer by .+, or it is declined for you\.$/)).toBeVisible()

    await card.getByLabel('Ready in').selectOption('45')
    await card.getByRole('button', { name: 'Accept' }).click()
    // The shopper's page follows without a reload.
    await expect(page.locator('.order-status').first()).toHaveText('Accepted by the kitchen', {
      timeout: 15_000,
    })
    await expect(page.getByText(/Ready by/)).toBeVisible()
    await expect(card.getByText(/^Answer by /)).toBeHidden()
    await expect(page.getByText(/Call the kitchen: \+2547/)).toBeVisible()

    const steps: [string, string][] = [
      ['Start cooking', 'Being cooked'],
      ['Mark ready', 'Ready'],
    ]
    for (const [button, status] of steps) {
      await card.getByRole('button', { name: button }).click()
      await expect(page.locator('.order-status').first()).toHaveText(status, { timeout: 15_000 })
    }

    // The cook hands it to a rider, who opens the link in a browser of their own, with no account.
    await card.getByText('Hand it to a rider').click()
    await card.getByLabel("Rider's name").fill('Juma Otieno')
    await card.getByLabel("Rider's phone").fill('0722 000 111')
    await card.getByRole('button', { name: 'Send the rider a link' }).click()
    await expect(card.getByText(/^Rider: Juma Otieno, 0722 000 111/)).toBeVisible()
    const link = await card.getByLabel("The rider's link (also sent by SMS)").inputValue()
    expect(link).toMatch(/\/rider\/[\w-]{22}$/)
    const riderContext = await browser.newContext({ viewport: { width: 360, height: 780 } })
    const rider = await riderContext.newPage()
    await rider.goto(link)
    await expect(rider.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible()
    await expect(rider.getByText('Hello Juma Otieno.')).toBeVisible()
    await expect(rider.getByRole('link', { name: /^Call the kitchen/ })).toHaveAttribute(
      'href',
      /^tel:\+2547/,
    )
    await expect(rider.getByRole('link', { name: /^Call the customer/ })).toHaveAttribute(
      'href',
      /^tel:\+2547/,
    )
    await expect(rider.getByText(/^Collect KSh\s[\d,]+ in cash\.$/)).toBeVisible()
    const riderAxe = await new AxeBuilder({ page: rider }).analyze()
    expect(riderAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    await rider.getByRole('button', { name: 'I have picked it up' }).click()
    // The shopper sees who carries it, and holds the code the rider needs at the door.
    await expect(page.locator('.order-status').first()).toHaveText('On the way', { timeout: 15_000 })
    await expect(page.getByText('Picked up by Juma Otieno')).toBeVisible()
    await expect(page.getByText(/^Juma Otieno brings your order: 0722 000 111$/)).toBeVisible()
    const code = (await page.locator('.delivery-code').textContent())?.trim() ?? ''
    expect(code).toMatch(/^\d{4}$/)
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0')
    await rider.getByLabel("The customer's 4-digit code").fill(wrong)
    await rider.getByRole('button', { name: 'Delivered' }).click()
    await expect(rider.getByText(/That is not the customer’s code\. 4 tries left/)).toBeVisible()
    await rider.getByLabel("The customer's 4-digit code").fill(code)
    await rider.getByRole('button', { name: 'Delivered' }).click()
    await expect(rider.getByText('Delivered. Thank you! This link has now ended.')).toBeVisible()
    await expect(page.locator('.order-status').first()).toHaveText('Delivered', { timeout: 15_000 })
    await expect(page.locator('.delivery-code')).toBeHidden()
    await rider.reload()
    // The error page says why, and (SPEC §2) raises the same words as a notification: read the page's.
    await expect(rider.locator('.error-message')).toContainText('This rider link has ended')
    await riderContext.close()

    await expect(page.locator('.order-timeline li')).toHaveCount(6)
    await expect(page.locator('.payment-status')).toContainText('Paid')
    // Delivered today: the board keeps it under "Finished today", with nothing left to do.
    await expect(
      board
        .getByRole('region', { name: 'Finished today' })
        .getByRole('article', { name: new RegExp(`^Order ${orderId} `) }),
    ).toBeVisible()

    // The sale is on the kitchen's earnings: this week's statement lists it, as a cash sale whose
    // commission the kitchen owes, and the CSV statement has its line.
    await board.getByRole('link', { name: 'Earnings' }).click()
    await expect(board).toHaveURL(/\/kitchen\/earnings$/)
    await expect(board.getByRole('heading', { name: 'Earnings' })).toBeVisible()
    await expect(board.getByRole('link', { name: 'Week' })).toHaveAttribute('aria-current', 'page')
    const line = board
      .getByRole('table', { name: 'Orders' })
      .getByRole('row', { name: new RegExp(`^Order ${orderId} `) })
    await expect(line).toContainText('Delivered · Cash on delivery')
    await expect(line.getByRole('cell').last()).toHaveText(/^-KSh\s[\d,]+$/)
    const { violations } = await new AxeBuilder({ page: board }).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    const [download] = await Promise.all([
      board.waitForEvent('download'),
      board.getByRole('link', { name: 'Download the statement (CSV)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      /^homecooked-earnings-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const statement = await readFile(await download.path(), 'utf8')
    expect(statement).toMatch(new RegExp(`\r\n\\d{4}-\\d{2}-\\d{2},${orderId},delivered,cash,`))
    // No more alerts on this phone: the subscription is dropped here and on the server.
    await board.goto('/kitchen')
    await board.getByRole('button', { name: 'Stop alerts on this phone' }).click()
    await expect(
      board.getByRole('button', { name: 'Ring this phone for new orders, even when locked' }),
    ).toBeVisible()
  } finally {
    await restoreHours?.()
    await context.close()
    await phone.close()
  }
})

test('the board is for kitchen accounts: a visitor is asked to sign in, a shopper gets 403', async ({
  page,
}) => {
  await page.goto('/kitchen')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fkitchen/)
  await registerAndSignIn(page)
  await page.goto('/kitchen')
  await expect(page.locator('.error-message')).toContainText('This is for kitchen accounts only')
  await expect(page.getByRole('heading', { name: /403/ })).toBeVisible()
})
