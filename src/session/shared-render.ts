import { createIsomorphicFn } from '@tanstack/react-start'
import { markSharedRender } from '../server/shared-render.server'

/**
 * On the server, marks the page being rendered as shared (src/server/shared-render.server.ts);
 * in the browser there is nothing to mark: the personal part is fetched after (decision 0101).
 */
export const renderAsShared = createIsomorphicFn()
  .server(() => markSharedRender())
  .client(() => undefined)
