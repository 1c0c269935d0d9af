import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { KITCHEN, openBoard } from './kitchen-helpers'

/**
 * Kikuyu and Kamba translate the shopper's pages; elsewhere a message without a translation
 * shows in English, and WCAG 3.1.2 asks for it to say so: lang="en" on its element, from the
 * server's HTML on, the same after hydration. Translated messages have no element around them,
 * and a complete language's pages have no such marks.
 */

/** The language of the nearest element that names one, for the element holding `text`. */
const languageOf = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))

const HINT = 'Decimal degrees, such as -1.2921'

test('an English message on a Kikuyu page is marked English, a Kikuyu one is not', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/ki-KE/food/join')).text()
  expect(html).toContain(`<span lang="en">${HINT}</span>`)
  const marked = html.match(/<span lang="en">/g)?.length ?? 0

  await page.goto('/ki-KE/food/join')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  expect(await languageOf(page, HINT)).toBe('en')
  // The heading is Kikuyu: it takes the page's language, with nothing around its text.
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).not.toHaveText('Cook with HomeCooked')
  expect(
    await heading.evaluate((element) => [
      element.closest('[lang]')?.getAttribute('lang'),
      element.children.length,
    ]),
  ).toEqual(['ki-KE', 0])
  // Hydration found the server's marks: none added, none lost.
  await expect(page.locator('span[lang="en"]')).toHaveCount(marked)
  // A field's label is a string the form was given, not a <Trans>: marked on its own element.
  await expect(page.locator('label', { hasText: 'Latitude' })).toHaveAttribute('lang', 'en')
  // A translated label is not.
  await expect(page.locator('label[lang="en"]', { hasText: /^Name/ })).toHaveCount(0)
})

test('a Kikuyu shopper page has no text marked English', async ({ page }) => {
  await page.goto('/ki-KE/food/kitchens')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(0)
  await expect(page.locator('[lang="en"]')).toHaveCount(0)
})

test('a French page has no text marked English', async ({ page }) => {
  await page.goto('/fr-KE/food/join')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText(HINT)).toHaveCount(0)
  await expect(page.locator('[lang="en"]')).toHaveCount(0)
})

test('the kitchen board in Kikuyu says which of its lines are English', async ({ browser }) => {
  const { board, context } = await openBoard(browser)
  await board.goto('/ki-KE/kitchen')
  await expect(board.locator('html[data-hydrated]')).toBeAttached()
  await expect(board.getByText(`Orders for ${KITCHEN.name}`)).toBeVisible()
  expect(await languageOf(board, `Orders for ${KITCHEN.name}`)).toBe('en')
  expect(await languageOf(board, 'Live: new orders appear here by themselves.')).toBe('en')
  await context.close()
})
