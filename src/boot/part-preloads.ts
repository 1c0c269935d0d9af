import { createIsomorphicFn } from '@tanstack/react-start'
import { partChunks } from './part-chunks.server'

/**
 * Module preloads of the named lazy parts' chunks, as HTML: found in the build on the server;
 * in the browser, the ones the server wrote into `container` (hydration keeps them as they are).
 */
export const partPreloadLinks = createIsomorphicFn()
  .server((names: string[], _container: string) =>
    partChunks(names)
      // Low, as the router marks the route's own preloads: the stylesheet and the LCP image
      // come first. At the default (high) every part's chunk was render-blocking in
      // Lighthouse's first-paint graph, and competed with the stylesheet on a slow link.
      .map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`)
      .join(''),
  )
  .client((_names: string[], container: string) => document.getElementById(container)?.innerHTML ?? '')
