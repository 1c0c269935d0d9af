import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { KITCHEN, openBoard } from './kitchen-helpers'
import { PDF, personOf, signInOperator } from './operator-helpers'

const noSeriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

/** The seeded kitchen's two documents: each project renews its own (they run at once). */
const DOCUMENT = {
  mobile: { label: "Food handler's medical certificate", months: 5 },
  desktop: { label: 'County food licence', months: 11 },
} as const

/** A day `months` from today, as a date field writes it. */
const monthsAhead = (months: number) => {
  const day = new Date(Date.now() + 3 * 3_600_000)
  day.setUTCMonth(day.getUTCMonth() + months)
  return day.toISOString().slice(0, 10)
}

test.slow()

test('a cook sends a renewed document from her settings; an operator opens it in the queue and accepts it; her settings show the new expiry', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'
  const { label, months } = DOCUMENT[project]
  const { board: cook, context } = await openBoard(browser)
  await cook.getByRole('link', { name: 'Delivery fee, radius and minimum order' }).click()
  await expect(cook.locator('html[data-hydrated]')).toBeAttached()
  const section = cook.getByRole('region', { name: 'Your documents' })
  const document = section
    .locator('.kitchen-document')
    .filter({ has: cook.getByRole('heading', { name: label }) })
  // Chosen and sent again if the panel was drawn anew in between (its documents read once more
  // after hydration) and the file field came back empty: the browser then refuses the required
  // field without a word. Sending twice replaces the renewal, so a second try changes nothing else.
  await expect(async () => {
    await document.getByLabel(/^(The renewed document|Replace the renewal you sent)$/).setInputFiles({
      name: 'renewal 2027.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    })
    await document.getByRole('button', { name: 'Send the renewal' }).click()
    await expect(
      document.getByText(/^Renewal sent .+ \(renewal 2027\.pdf\): an operator checks it\.$/),
    ).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await noSeriousViolations(cook)

  // The operator's queue: the renewal, its file, and the expiry read on it.
  const operator = await personOf(browser)
  await signInOperator(operator.page, project, 'renewals')
  await operator.page.getByRole('link', { name: 'Renewed documents to check' }).click()
  await expect(operator.page.getByRole('heading', { level: 1, name: 'Renewed documents' })).toBeVisible()
  const item = operator.page
    .getByRole('listitem')
    .filter({ has: operator.page.getByRole('heading', { name: `${KITCHEN.name}: ${label}` }) })
  const href = (await item.getByRole('link', { name: 'Open the document' }).getAttribute('href')) ?? ''
  const file = await operator.page.request.get(href)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect(await file.body()).toEqual(PDF)
  await noSeriousViolations(operator.page)
  const renewed = monthsAhead(months)
  await item.getByLabel('Valid until').fill(renewed)
  await item.getByRole('button', { name: 'Accept the renewal' }).click()
  await expect(item).toHaveCount(0)
  await operator.context.close()

  // The cook sees it checked until the new day, with nothing waiting.
  await cook.reload()
  await expect(document.getByText(`Checked: valid until ${renewed}`)).toBeVisible()
  await expect(document.getByText(/^Renewal sent/)).toHaveCount(0)
  await context.close()
})
