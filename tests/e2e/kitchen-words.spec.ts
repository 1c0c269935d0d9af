import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'

/**
 * A kitchen's own words in several languages (decision record 0104). The seed gives Mama Njeri's
 * tagline, story and two meals in Kiswahili (mukimo in Kikuyu too) and Amina's words in Kiswahili
 * and Arabic; everything else is in English, the language they write in.
 */

const tagline = (page: Page) => page.locator('.kitchen-tagline')
const story = (page: Page) => page.locator('section[aria-labelledby="story-heading"] p').first()

test('a shopper reads a kitchen’s words in their language when it gave them, else in its own, marked as such', async ({
  page,
  request,
}) => {
  const njeri = await seededKitchen(request, "Mama Njeri's Kitchen")
  const amina = await seededKitchen(request, "Amina's Swahili Table")

  await page.goto(`/sw-KE/food/kitchens/${njeri.id}`)
  await expect(tagline(page)).toHaveText('Mapishi ya nyumbani ya Kikuyu kutoka Nyeri, yanayopikwa Kileleshwa')
  // In the page's own language: nothing to mark.
  await expect(tagline(page)).not.toHaveAttribute('lang')
  await expect(story(page)).toContainText('Njeri alijifunza kupika mukimo')
  await expect(page.getByText('Viazi vilivyopondwa na majani ya malenge')).toBeVisible()

  // French: not given, so her English, which a screen reader is told is English.
  await page.goto(`/fr-KE/food/kitchens/${njeri.id}`)
  await expect(tagline(page)).toHaveText('Kikuyu home cooking from Nyeri, made in Kileleshwa')
  await expect(tagline(page)).toHaveAttribute('lang', 'en')
  await expect(
    page.locator('[lang="en"]', { hasText: 'Potatoes mashed with pumpkin leaves' }).first(),
  ).toBeVisible()

  // Arabic: Amina gave it, read right to left as the page; English on an Arabic page keeps left to right.
  await page.goto(`/ar-KE/food/kitchens/${amina.id}`)
  await expect(story(page)).toContainText('أمينة من لامو')
  await expect(story(page)).not.toHaveAttribute('lang')
  await page.goto(`/ar-KE/food/kitchens/${njeri.id}`)
  await expect(story(page)).toHaveAttribute('lang', 'en')
  await expect(story(page)).toHaveAttribute('dir', 'ltr')

  // A meal's page says the same (the API's lists and search: tests/api/kitchen-words.test.ts).
  const mukimo = njeri.meals.find((meal) => meal.name === 'Mukimo')
  if (!mukimo) throw new Error('No mukimo')
  await page.goto(`/ki-KE/food/meals/${mukimo.id}`)
  await expect(page.getByText('Waru ũrĩa ũtŭirwo na mahuti ma marenge')).toBeVisible()
})

/** The second seeded kitchen account (South B), in a browser of its own, on its settings. */
const COOK = { email: 'achieng@kitchens.homecooked.test', password: 'Kitchen board 2026' }

async function cookOn(browser: Browser, path: string) {
  const context = await browser.newContext()
  await context.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
  })
  const cook = await context.newPage()
  await cook.goto(path)
  await expect(cook.locator('html[data-hydrated]')).toBeAttached()
  await cook.getByLabel('Email or phone number').fill(COOK.email)
  await cook.getByLabel('Password').fill(COOK.password)
  await cook.getByRole('button', { name: 'Sign in' }).click()
  await expect(cook).toHaveURL(new RegExp(`${path}$`))
  await expect(cook.locator('html[data-hydrated]')).toBeAttached()
  return { context, cook }
}

// One kitchen's words, saved by one project at a time (other specs do not read its French).
test.describe('the cook writes her words in another language', () => {
  test.skip(({ isMobile }) => isMobile, 'one kitchen, saved by one project at a time')

  test('a cook gives her tagline, story and a meal’s description in French, and shoppers in French read them', async ({
    browser,
    page,
    request,
  }) => {
    const achieng = await seededKitchen(request, "Achieng's Lakeside Pots")
    const meal = achieng.meals[0]
    if (!meal) throw new Error('No meal')
    const { context, cook } = await cookOn(browser, '/kitchen/settings')
    const words = cook.getByRole('region', { name: 'Your kitchen in your words' })
    await expect(words.getByLabel('Words in')).toHaveValue('en')
    await words.getByLabel('Words in').selectOption('fr')
    // Left from an earlier run: taken away first, so this run writes them afresh.
    const leftover = words.getByRole('button', { name: 'Remove the words in Français' })
    if (await leftover.isVisible()) {
      await leftover.click()
      await expect(words.getByLabel('Words in')).toHaveValue('en')
      await words.getByLabel('Words in').selectOption('fr')
    }
    await words.getByLabel('Tagline').fill('x')
    await words.getByRole('button', { name: 'Save the words in Français' }).click()
    await expect(words.getByText('Write the tagline in 2 to 120 characters')).toBeVisible()
    await words.getByLabel('Tagline').fill('Poisson, omena et légumes à la manière luo')
    await words
      .getByLabel('Your story')
      .fill('Achieng a grandi à Kendu Bay, où sa mère vendait du poisson sur la plage.')
    await words.getByRole('button', { name: 'Save the words in Français' }).click()
    await expect(cook.getByText('Your words are saved')).toBeVisible()
    await expect(words.getByRole('option', { name: 'Français: given' })).toBeAttached()
    // Axe reads a toast fading in or out as text short of contrast (its opacity blends the
    // colours): the page is checked once the toast has gone, as the other specs do.
    await expect(cook.locator('[data-sonner-toast]')).toHaveCount(0)
    const { violations } = await new AxeBuilder({ page: cook }).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    await cook.goto('/kitchen/menu')
    await expect(cook.locator('html[data-hydrated]')).toBeAttached()
    await cook.getByRole('button', { name: `Change ${meal.name}` }).click()
    const mealWords = cook.getByRole('region', { name: 'The description in other languages' })
    await mealWords.getByLabel('Language', { exact: true }).selectOption('fr')
    await mealWords
      .getByLabel('Description in Français')
      .fill('Tilapia entier frit, servi avec ugali et sukuma.')
    await mealWords.getByRole('button', { name: 'Save the description in Français' }).click()
    await expect(mealWords.getByRole('option', { name: 'Français: given' })).toBeAttached()

    await page.goto(`/fr-KE/food/kitchens/${achieng.id}`)
    await expect(tagline(page)).toHaveText('Poisson, omena et légumes à la manière luo')
    await expect(tagline(page)).not.toHaveAttribute('lang')
    await expect(page.getByText('Tilapia entier frit, servi avec ugali et sukuma.')).toBeVisible()
    await page.goto(`/es-KE/food/kitchens/${achieng.id}`)
    await expect(tagline(page)).toHaveAttribute('lang', 'en')

    // Taken away again: French shoppers read her English.
    await mealWords.getByRole('button', { name: 'Remove the description in Français' }).click()
    await expect(mealWords.getByRole('option', { name: 'Français: not given yet' })).toBeAttached()
    await cook.goto('/kitchen/settings')
    await expect(cook.locator('html[data-hydrated]')).toBeAttached()
    await words.getByLabel('Words in').selectOption('fr')
    await words.getByRole('button', { name: 'Remove the words in Français' }).click()
    await expect(words.getByLabel('Words in')).toHaveValue('en')
    await page.goto(`/fr-KE/food/kitchens/${achieng.id}`)
    await expect(tagline(page)).toHaveAttribute('lang', 'en')
    await context.close()
  })
})
