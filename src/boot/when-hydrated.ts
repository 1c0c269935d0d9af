/**
 * Resolves once the whole page has hydrated (`<html data-hydrated>`, set by src/client.tsx after
 * the last stage of decision 0051): work that changes what is on screen can wait for it, so it
 * never lengthens a hydration task (the pages' Total Blocking Time).
 */
export function whenHydrated(): Promise<void> {
  const root = document.documentElement
  if (root.dataset.hydrated === 'true') return Promise.resolve()
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (root.dataset.hydrated !== 'true') return
      watch.disconnect()
      resolve()
    })
    watch.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
  })
}
