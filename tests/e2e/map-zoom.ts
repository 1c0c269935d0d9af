import type { Page } from '@playwright/test'

/**
 * Clicks the map's "Zoom in" and resolves once Leaflet has finished that zoom, so that the
 * bounds read next ("Search this area") are the new zoom's. Leaflet 1.9 moves its zoom proxy to
 * the new zoom's transform as the animation starts, in the same step that puts
 * `leaflet-zoom-anim` on the map pane, and takes that class off only once the new view is set.
 * A changed proxy and no class: the zoom has been made and is over (no fixed pause for it).
 */
export async function zoomIn(page: Page) {
  const proxy = page.locator('.leaflet-proxy')
  const before = await proxy.evaluate((element) => (element as HTMLElement).style.transform)
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await page.waitForFunction((previous) => {
    const moved = document.querySelector<HTMLElement>('.leaflet-proxy')?.style.transform !== previous
    const animating = document.querySelector('.leaflet-map-pane')?.classList.contains('leaflet-zoom-anim')
    return moved && !animating
  }, before)
}
