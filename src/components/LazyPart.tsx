import { Component, type ReactNode, Suspense } from 'react'

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
 * Wraps a part of every page that works as plain HTML before its code arrives (links,
 * <details> menus), so that its code (a `lazy` component) stays out of the critical-path script
 * (issue 12). The server renders it as before; in the browser React leaves the server's HTML
 * in place and hydrates the part once its code has loaded, after the page is interactive.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <DropOnFailure>
      <Suspense fallback={null}>{children}</Suspense>
    </DropOnFailure>
  )
}
