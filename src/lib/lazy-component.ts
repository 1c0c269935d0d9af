import { type ComponentType, lazy } from 'react'

/**
 * React's `lazy`, except on the server, which loads the code as it starts and then renders the
 * part in place. With plain `lazy` a process's first render of each part suspended, so the
 * header's menus and the footer came at the end of the HTML and moved the page when they were
 * slotted in (a layout shift of 0.27 on the home page), and the visitors' page cache kept that
 * HTML for every visitor after. In the browser it is `lazy` itself: the code follows the page's.
 */
// biome-ignore lint/suspicious/noExplicitAny: the bound React's own `lazy` declares, so each part keeps its props' type.
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  if (!import.meta.env.SSR) return lazy(load)
  let loaded: { default: T } | undefined
  load().then(
    (module) => {
      loaded = module
    },
    // A part that cannot load fails where it is rendered (LazyPart drops it), not at start.
    () => {},
  )
  // A thenable that answers at once: React then renders the part without suspending.
  const ready = (module: { default: T }) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy reads, and this one is synchronous on purpose.
    ({ then: (resolve: (value: { default: T }) => void) => resolve(module) }) as Promise<{ default: T }>
  return lazy(() => (loaded ? ready(loaded) : load()))
}
