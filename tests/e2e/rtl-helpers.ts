import type { Page } from '@playwright/test'

/** Whether the first character of `text` on the screen sits left of its last one. */
export function readsLeftToRight(page: Page, text: string) {
  return page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1
      if (at < 0) continue
      const left = (offset: number) => {
        const range = document.createRange()
        range.setStart(node, at + offset)
        range.setEnd(node, at + offset + 1)
        return range.getBoundingClientRect().left
      }
      return left(0) < left(text.length - 1)
    }
    return null
  }, text)
}
