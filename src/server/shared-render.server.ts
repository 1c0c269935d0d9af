import { getRequest, setResponseHeader } from '@tanstack/react-start/server'

/** The answer's header that tells the page cache a page is shared by everyone (decision 0101). */
export const SHARED_PAGE_HEADER = 'x-shared-page'

const sharedRenders = new WeakSet<Request>()

/**
 * The page being rendered is one everyone shares (its route's `staticData.sharedPage`): it is
 * rendered as a visitor's, whoever asked. Every API call it makes goes without the session (so
 * no answer priced to someone's address or naming them can enter it), and the answer says so,
 * for the page cache to keep it for signed-in shoppers too.
 */
export function markSharedRender(): void {
  sharedRenders.add(getRequest())
  setResponseHeader(SHARED_PAGE_HEADER, '1')
}

/** Whether the request being handled renders a shared page (false outside a request). */
export function isSharedRender(): boolean {
  try {
    return sharedRenders.has(getRequest())
  } catch {
    return false
  }
}
