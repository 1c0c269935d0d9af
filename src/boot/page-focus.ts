import type { AnyRouter } from '@tanstack/react-router'

/** How long a page's heading is waited for (a lazy part, an error page, brings it a little later) and watched. */
const HEADING_WAIT_MS = 5000
/** After a change, long enough for a component's own effect to have put the focus somewhere. */
const LOST_FOCUS_CHECK_MS = 100

/** Focus sits on nothing: the browser gives it to <body> when the focused element goes. */
const focusIsLost = () => !document.activeElement || document.activeElement === document.body

/** A field being typed in keeps the focus (a search box in the header stays while pages change). */
const typingIn = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))

/**
 * The page's own heading takes the focus, which makes a screen reader read it: the new page's
 * name. Focusable by script only (tabindex -1, never in the Tab order); not scrolled to, so
 * the router's scroll restoration keeps the place a Back goes to.
 */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('#content h1')
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
  return true
}

/**
 * Focuses the heading now, or once it is rendered; never over a focus the shopper gave meanwhile.
 * Watched for a while after: a page whose skeleton comes up late (SkeletonWhileSlow) is rendered
 * twice, and the heading focused the first time goes with the page it was in; its successor
 * takes the focus then.
 */
function focusHeadingWhenShown(): () => void {
  let focused = focusHeading()
  const content = document.getElementById('content')
  if (!content) return () => {}
  const focusedBefore = document.activeElement
  const observer = new MutationObserver(() => {
    const lost = focusIsLost()
    // The shopper put the focus somewhere else meanwhile: theirs stays.
    if (!lost && document.activeElement !== (focused ? document.querySelector('#content h1') : focusedBefore))
      return stop()
    if (lost || !focused) focused = focusHeading() || focused
  })
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(content, { childList: true, subtree: true })
  return stop
}

/**
 * After a client-side navigation to another page (not a search or filter change on the same
 * one), focus goes to the new page's heading instead of staying on a link that is gone (WCAG
 * 2.4.3). The first page load is left alone: its focus starts at the top, as the browser put it.
 */
function focusHeadingAfterNavigations(router: AnyRouter) {
  let stopWaiting = () => {}
  router.subscribe('onRendered', (event) => {
    stopWaiting()
    if (!event.pathChanged || typingIn(document.activeElement)) return
    stopWaiting = focusHeadingWhenShown()
  })
}

/**
 * When the focused control goes from the page (the address form closes once saved, the cart's
 * lines go once emptied), focus goes to the page's heading instead of to <body>, where a
 * keyboard or screen reader user would start again from the top. A control disabled while it
 * works gets the focus back once enabled, if nothing else took it. A click outside any control
 * (focus on <body> on purpose) is left alone.
 */
function rescueLostFocus() {
  let last: HTMLElement | null = null
  let disabledWhileFocused = false
  let checking = false
  document.addEventListener('focusin', (event) => {
    last = event.target instanceof HTMLElement ? event.target : null
    disabledWhileFocused = false
  })
  document.addEventListener(
    'pointerdown',
    () => {
      last = null
    },
    true,
  )
  const check = () => {
    checking = false
    if (!last || !focusIsLost()) return
    if (!last.isConnected) {
      last = null
      focusHeading()
    } else if (last.matches(':disabled')) disabledWhileFocused = true
    else if (disabledWhileFocused) last.focus()
  }
  new MutationObserver(() => {
    if (checking) return
    checking = true
    setTimeout(check, LOST_FOCUS_CHECK_MS)
  }).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  })
}

/** Started by the browser's entry once the page has hydrated (src/boot/README.md, step 6). */
export function managePageFocus(router: AnyRouter) {
  focusHeadingAfterNavigations(router)
  rescueLostFocus()
}
