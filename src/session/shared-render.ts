import { createIsomorphicFn } from '@tanstack/react-start'
import { isSharedRender, markSharedRender } from '../server/shared-render.server'

/**
 * On the server, marks the page being rendered as shared (src/server/shared-render.server.ts);
 * in the browser there is nothing to mark: the personal part is fetched after (decision 0101).
 */
export const renderAsShared = createIsomorphicFn()
  .server(() => markSharedRender())
  .client(() => undefined)

/**
 * Whether this code runs in a shared page's server render: the root loader, the loaders of the
 * cart's lines and the home then read no one's session or cart. Always false in the browser.
 */
export const inSharedRender = createIsomorphicFn()
  .server(() => isSharedRender())
  .client(() => false)
