/** Where the head's script keeps what the shopper did before the page hydrated. */
const EARLY_TAPS_GLOBAL = '__homecookedEarlyTaps'

/**
 * Marks what the shopper tapped until the page has hydrated (app.css gives it a pending look),
 * so a tap that is kept does not look lost.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap'

/** A tapped button, or a sent form and the button that sent it. */
type EarlyTap = [target: Element, submitter?: HTMLElement | null]

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: EarlyTap[]
  }
}

/**
 * Keeps the taps a shopper gives a page before it hydrated (decision 0053): a classic script,
 * inline in the head, listening on the document while `<html>` has no `data-hydrated`. The
 * page's modules start only after the first paint (0050) and hydrate in stages (0051): on a cheap
 * phone the shopper sees "Delete" or "Add to cart" a second or more before it works.
 * - A click on a `type="button"` button, which does nothing as HTML, is kept.
 * - A form sent with no `method` and no `action` is one only our code can send ("Add to cart"
 *   with options, an M-Pesa retry): as HTML it would load the same page again with its fields,
 *   a phone number among them, in the address. Its sending is stopped and kept. Forms that work
 *   as HTML (search, filters) say `method="get"` and go on as they are.
 * Each button and form is kept once, in the order first tapped: a shopper who taps again because
 * nothing happened meant it once. The button tapped (or the form, sent with no button) is marked
 * with EARLY_TAP_ATTRIBUTE until then. Built from our own constants only, so it is safe inline.
 */
export const KEEP_EARLY_TAPS_SCRIPT = [
  `(function(){var q=window.${EARLY_TAPS_GLOBAL}=[];`,
  "var early=function(){return !document.documentElement.hasAttribute('data-hydrated')};",
  'var keep=function(t,s){for(var i=0;i<q.length;i++)if(q[i][0]===t)return;q.push([t,s]);',
  `(s||t).setAttribute('${EARLY_TAP_ATTRIBUTE}','')};`,
  "document.addEventListener('click',function(e){",
  "var b=early()&&e.target instanceof Element?e.target.closest('button[type=button]'):null;",
  'if(b&&!b.disabled)keep(b)',
  '},true);',
  "document.addEventListener('submit',function(e){",
  'var f=e.target;',
  "if(!early()||!(f instanceof HTMLFormElement)||f.hasAttribute('method')||f.hasAttribute('action'))return;",
  'e.preventDefault();keep(f,e.submitter)',
  '},true)})()',
].join('')

/**
 * Gives each kept tap, once the page has hydrated, to what was tapped: the same element, which
 * hydration kept, so its own handler now runs (a form is sent again by the same button, through
 * its validation). An element that hydration replaced, or a button now disabled (a meal sold out
 * meanwhile), is skipped: the shopper sees its new state instead.
 */
export function replayEarlyTaps() {
  const taps = window[EARLY_TAPS_GLOBAL] ?? []
  window[EARLY_TAPS_GLOBAL] = []
  for (const [target, submitter] of taps) {
    ;(submitter ?? target).removeAttribute(EARLY_TAP_ATTRIBUTE)
    if (!target.isConnected) continue
    if (target instanceof HTMLFormElement) {
      const by = submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : undefined
      if (!by?.disabled) target.requestSubmit(by)
    } else if (target instanceof HTMLButtonElement && !target.disabled) {
      target.click()
    }
  }
}
