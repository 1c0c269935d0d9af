import { createIsomorphicFn } from '@tanstack/react-start'
import { partChunks } from '../server/part-chunks.server'

/**
 * Module preloads of the named lazy parts' chunks, as HTML: found in the build on the server;
 * in the browser, the ones the server wrote into `container` (hydration keeps them as they are).
 */
export const partPreloadLinks = createIsomorphicFn()
  .server((names: string[], _container: string) =>
    partChunks(names)
      .map((href) => `<link rel="modulepreload" href="${href}">`)
      .join(''),
  )
  .client((_names: string[], container: string) => document.getElementById(container)?.innerHTML ?? '')
