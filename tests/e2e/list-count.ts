import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

type Noun = 'kitchen' | 'meal'

/**
 * A list's total as the API answers it, while tests running beside this one add meals and
 * pause, verify and reopen kitchens. A count read once at a test's start was no longer the
 * page's a few seconds later (a CI run failed on "259 meals"), so every count read is kept:
 * the page must show one the API gave between the step before its load and the check.
 */
export class LiveCount {
  /** Each count the API gave, as the page words it: "200" or, where the count stopped, "200+". */
  readonly #seen = new Set<string>()

  constructor(
    private readonly request: APIRequestContext,
    private readonly noun: Noun,
    private readonly query = '',
    private readonly headers: Record<string, string> = {},
  ) {}

  /** The API's count now; the page may show it from here on. */
  async now(): Promise<number> {
    const url = `/api/${this.noun}s?perPage=1${this.query ? `&${this.query}` : ''}`
    const { total, totalCapped } = (await (
      await this.request.get(url, { headers: this.headers })
    ).json()) as {
      total: number
      totalCapped: boolean
    }
    this.#seen.add(shownAs(total, totalCapped))
    return total
  }

  /**
   * Waits until the page's status line says "N kitchens" (or "1 meal"…) with N a count the API
   * gave: read one with `now()` before the step that loads the page, this reads again meanwhile.
   * Answers the count shown.
   */
  async expectShownOn(page: Page): Promise<number> {
    // "12 meals", or "More than 200 meals" where the list's count stopped (totalCapped).
    const pattern = new RegExp(`^(More than )?(\\d+) ${this.noun}s?\\b`)
    const status = page.getByRole('status').filter({ hasText: pattern })
    let shown = Number.NaN
    await expect
      .poll(
        async () => {
          await this.now()
          const text =
            (await status
              .first()
              .textContent({ timeout: 1_000 })
              .catch(() => '')) ?? ''
          const [, more, count] = pattern.exec(text.trim()) ?? []
          shown = Number(count ?? Number.NaN)
          return this.#seen.has(shownAs(shown, Boolean(more)))
            ? 'shown'
            : `the page says "${text}", the API said ${[...this.#seen]}`
        },
        { timeout: 15_000 },
      )
      .toBe('shown')
    return shown
  }
}

const shownAs = (total: number, capped: boolean) => `${total}${capped ? '+' : ''}`
