import { createRequire } from 'node:module'
import type { APIRequestContext, Page } from '@playwright/test'
import { THEME_COLOURS, THEME_MODES } from '../../src/lib/themes'
import { expect, test } from './fixtures'

// axe-core as @axe-core/playwright itself resolves it (it is that package's dependency, not ours).
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
).source

type ContrastNode = {
  target: string[]
  any: { data?: { contrastRatio?: number; fgColor?: string; bgColor?: string } }[]
}
type Axe = { run: (options: object) => Promise<{ violations: { nodes: ContrastNode[] }[] }> }

/**
 * Text contrast in every theme × light/dark (SPEC §9, WCAG 1.4.3): 4.5:1, 3:1 for large text.
 * One page per case, the theme switched in place on <html> as the root route renders it
 * (data-theme, data-mode), then axe's color-contrast rule alone, run in the page: AxeBuilder's
 * analyze() injects axe again and opens a blank page for each scan, seconds apiece on a busy
 * machine, 22 times a page.
 */
async function contrastFailures(page: Page): Promise<string[]> {
  // Toasts fade in and out; axe would measure their half-transparent frames.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  // As a string, evaluated over the devtools protocol: the page's CSP allows no injected script.
  await page.evaluate(AXE_SOURCE)
  const failures: string[] = []
  for (const colour of THEME_COLOURS) {
    for (const mode of THEME_MODES) {
      await page.evaluate(
        ([c, m]) => {
          document.documentElement.dataset.theme = c
          document.documentElement.dataset.mode = m
        },
        [colour, mode],
      )
      const { violations } = await page.evaluate(() =>
        (window as unknown as { axe: Axe }).axe.run({
          runOnly: ['color-contrast'],
          resultTypes: ['violations'],
        }),
      )
      for (const node of violations.flatMap((v) => v.nodes)) {
        const data = node.any[0]?.data
        failures.push(
          `${colour}/${mode} ${node.target.join(' ')}: ${data?.contrastRatio}:1 (${data?.fgColor} on ${data?.bgColor})`,
        )
      }
    }
  }
  return failures
}

async function kitchenWithOptions(request: APIRequestContext) {
  const kitchens = (await (await request.get('/api/kitchens?perPage=100')).json()) as {
    items: { id: number; name: string }[]
  }
  // Its Chicken Biryani's portion must be chosen (seed data): its card says "Choose", not "Add".
  const kitchen = kitchens.items.find((k) => k.name === "Amina's Swahili Table")
  if (!kitchen) throw new Error("No seeded Amina's Swahili Table")
  return kitchen
}

test.describe('text contrast in every theme, light and dark', () => {
  test.slow()

  test('the home page', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('.rail').first()).toBeVisible()
    expect(await contrastFailures(page)).toEqual([])
  })

  test('a kitchen page and its meal card’s "Choose"', async ({ page, request }) => {
    const kitchen = await kitchenWithOptions(request)
    await page.goto(`/food/kitchens/${kitchen.id}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const card = page.getByRole('article', { name: 'Chicken Biryani' })
    await expect(card.getByRole('link', { name: 'Choose' })).toBeVisible()
    expect(await contrastFailures(page)).toEqual([])
  })

  test('the sign-in form with a field error shown', async ({ page }) => {
    await page.goto('/auth/login')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.locator('input[name="identifier"]').fill('not an address')
    await page.locator('input[name="identifier"]').blur()
    await expect(page.locator('.field-errors').first()).toBeVisible()
    expect(await contrastFailures(page)).toEqual([])
  })
})
