/** Where the head's script keeps the buttons tapped before the page hydrated. */
const EARLY_TAPS_GLOBAL = '__homecookedEarlyTaps'

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: Element[]
  }
}

/**
 * Keeps the taps a shopper gives a page's buttons before it hydrated (decision 0053): a classic
 * script, inline in the head, that listens on the document for a click on a `type="button"`
 * button while `<html>` has no `data-hydrated`. Such a button does nothing as HTML, and the page's
 * modules start only after the first paint (decision 0050) and hydrate in stages (0051): on a
 * cheap phone the shopper sees "Delete" or "Add" a second or more before it works. Each button is
 * kept once, in the order first tapped: a shopper who taps again because nothing happened meant
 * it once. Links, submit buttons and form fields work as HTML and are left alone.
 * Built from our own constants only, so it is safe inline.
 */
export const KEEP_EARLY_TAPS_SCRIPT = [
  `(function(){var q=window.${EARLY_TAPS_GLOBAL}=[];`,
  "document.addEventListener('click',function(e){",
  "if(document.documentElement.hasAttribute('data-hydrated'))return;",
  "var b=e.target instanceof Element?e.target.closest('button[type=button]'):null;",
  'if(b&&!b.disabled&&q.indexOf(b)<0)q.push(b)',
  '},true)})()',
].join('')

/**
 * Taps again, once the page has hydrated, each button the shopper tapped before: the same
 * element, which hydration kept, so its own handler now runs. A button that hydration replaced,
 * or that is now disabled (a meal sold out meanwhile), is skipped: the shopper sees its new state.
 */
export function replayEarlyTaps() {
  const taps = window[EARLY_TAPS_GLOBAL] ?? []
  window[EARLY_TAPS_GLOBAL] = []
  for (const button of taps) {
    if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) button.click()
  }
}
