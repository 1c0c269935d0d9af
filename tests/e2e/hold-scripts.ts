import type { Page } from '@playwright/test'

/**
 * Holds every script the page asks for until the answered function is called: the page stays as
 * the server's HTML, as on a slow phone before its modules arrive (decisions 0050, 0051, 0053).
 * Calling it lets them through and removes the page's routes, so its next load is held again
 * only if asked.
 */
export async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\.js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  return async () => {
    release()
    await page.unrouteAll({ behavior: 'wait' })
  }
}
