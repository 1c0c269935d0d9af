import { type ComponentType, createContext, createElement, useContext } from 'react'

/** The parts one server render used, by name: the browser loads their code before it hydrates. */
export const RenderedParts = createContext<Set<string> | null>(null)

type Loaded<T> = { default: T }

/** What the browser can load ahead of hydration, by part name (filled as modules evaluate). */
const partLoaders = new Map<string, () => Promise<unknown>>()

/**
 * A part of a page whose code is its own chunk, kept off every page's critical-path script
 * (decision 0046). Like React's `lazy`, except that a part whose code is loaded renders in place
 * instead of suspending:
 * - the server loads the code as it starts, so its HTML has every part in place (with plain
 *   `lazy` the first render of each part suspended: the header's menus and the footer came at
 *   the end of the HTML and moved the page, a layout shift of 0.27, kept by the visitors' cache);
 * - the server names the parts it rendered in the page (`RenderedPartsManifest`), and the
 *   browser loads exactly those before it hydrates (`loadRenderedParts`). Preact, which runs the
 *   page in the browser (decision 0046), cannot hydrate a part later, as React's selective
 *   hydration did: a boundary that suspends while hydrating keeps only its first DOM node.
 * A part first rendered after hydration (a client navigation) suspends until its code arrives.
 */
// biome-ignore lint/suspicious/noExplicitAny: the part's own props type is kept through T.
export function lazyComponent<T extends ComponentType<any>>(name: string, load: () => Promise<Loaded<T>>) {
  let loaded: Loaded<T> | undefined
  let failure: { error: unknown } | undefined
  let loading: Promise<unknown> | undefined
  const ensureLoaded = () => {
    loading ??= load().then(
      (module) => {
        loaded = module
      },
      (error: unknown) => {
        failure = { error }
      },
    )
    return loading
  }
  if (import.meta.env.SSR) void ensureLoaded()
  else partLoaders.set(name, ensureLoaded)
  // biome-ignore lint/correctness/noComponentHookFactories: one component per part, made once as its module loads, as React's lazy makes it.
  function LazyPartCode(props: object) {
    useContext(RenderedParts)?.add(name)
    // A part that cannot load fails where it is rendered (LazyPart drops it), not at start.
    if (failure) throw failure.error
    // Suspense's protocol, as `lazy` speaks it: the boundary shows its fallback until this settles.
    if (!loaded) throw ensureLoaded()
    return createElement(loaded.default, props)
  }
  LazyPartCode.displayName = `Lazy(${name})`
  return LazyPartCode as unknown as T
}

/**
 * Loads the code of the parts the server rendered (see lazyComponent). A part inside another
 * part is known once the outer one's code has run, hence the rounds; a name still unknown then
 * is left to suspend as it renders.
 */
export async function loadRenderedParts(names: readonly string[]) {
  const pending = new Set(names)
  while (pending.size > 0) {
    const known = [...pending].filter((name) => partLoaders.has(name))
    if (known.length === 0) return
    for (const name of known) pending.delete(name)
    await Promise.all(known.map((name) => partLoaders.get(name)?.()))
  }
}
