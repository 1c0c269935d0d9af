import { Component, type ReactNode, Suspense } from 'react'
import { HydrateLater } from './hydrate-later'

/**
 * A part whose code may fail to arrive (the phone just went offline). That must cost the part,
 * never the page: without this boundary a failed import reaches the route's error boundary and
 * replaces the page the shopper was reading with the error page.
 */
export class DropOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Wraps a part of a page that works as plain HTML before its code arrives (links, <details>
 * menus), so that its code (a `lazyComponent`) stays out of the page's own script (decision 0046).
 * The server renders it in place and names it; the browser loads its code beside the page's
 * and hydrates once it is in (decision 0046). The boundary matters after hydration: a part
 * first shown on a client navigation waits here for its code, and one that fails is dropped.
 * With `hydrateLater`, a part that renders one element hydrates in a task after the rest of the
 * page (HydrateLater, decision 0051).
 */
export function LazyPart({
  children,
  hydrateLater = false,
}: {
  children: ReactNode
  hydrateLater?: boolean
}) {
  return (
    <DropOnFailure>
      {/* HydrateLater brings its own boundary. */}
      {hydrateLater ? (
        <HydrateLater stage="rest">{children}</HydrateLater>
      ) : (
        <Suspense fallback={null}>{children}</Suspense>
      )}
    </DropOnFailure>
  )
}
