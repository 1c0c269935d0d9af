import { msg } from '@lingui/core/macro'

/** Where the head's script keeps what the shopper did before the page hydrated. */
const EARLY_TAPS_GLOBAL = '__homecookedEarlyTaps'
/** Where it keeps each field edited before then, with its last value (decision 0060). */
const EARLY_EDITS_GLOBAL = '__homecookedEarlyEdits'

/**
 * Marks what the shopper tapped until the page has hydrated (app.css gives it a pending look),
 * so a tap that is kept does not look lost.
 */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap'

/** A tapped button, or a sent form and the button that sent it. */
type EarlyTap = [target: Element, submitter?: HTMLElement | null]

/** A field and what was entered in it: its value, or for a checkbox or radio whether it is checked. */
type EditedField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: EarlyTap[]
    [EARLY_EDITS_GLOBAL]?: Map<EditedField, string | boolean>
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
 * - What is typed or chosen in a field (not a file) is kept with the field, its last value only,
 *   in the order last edited (decision 0060): hydration leaves the typed text on screen, but a
 *   controlled field's component starts from its own state ("Portions today" 60, "Ready in" 30),
 *   sends that, and puts it back on screen at its next render. `restoreEarlyEdits` gives it
 *   what was entered.
 * Each button and form is kept once, in the order first tapped: a shopper who taps again because
 * nothing happened meant it once. A kept tap goes no further than the document (decision 0060):
 * between the stage that hydrates it and the whole page's `data-hydrated` (a frame or so), its
 * own handler would otherwise run at once, before the fields have what was entered, and again
 * when replayed. The button tapped (or the form, sent with no button) is marked
 * with EARLY_TAP_ATTRIBUTE until then. Built from our own constants only, so it is safe inline;
 * one string expression, so the browser's bundle, which renders the head but never runs this,
 * can drop it.
 */
export const KEEP_EARLY_TAPS_SCRIPT =
  `(function(){var q=window.${EARLY_TAPS_GLOBAL}=[],w=window.${EARLY_EDITS_GLOBAL}=new Map();` +
  "var early=function(){return !document.documentElement.hasAttribute('data-hydrated')};" +
  'var keep=function(t,s){for(var i=0;i<q.length;i++)if(q[i][0]===t)return;q.push([t,s]);' +
  `(s||t).setAttribute('${EARLY_TAP_ATTRIBUTE}','')};` +
  'var d=document,on=function(n,f){d.addEventListener(n,f,true)};' +
  "on('click',function(e){" +
  "var b=early()&&e.target instanceof Element?e.target.closest('button[type=button]'):null;" +
  'if(b&&!b.disabled){keep(b);e.stopPropagation()}' +
  '});' +
  "on('submit',function(e){" +
  'var f=e.target;' +
  "if(!early()||!(f instanceof HTMLFormElement)||f.hasAttribute('method')||f.hasAttribute('action'))return;" +
  'e.preventDefault();e.stopPropagation();keep(f,e.submitter)' +
  '});' +
  'var edit=function(e){var t=e.target;' +
  "if(early()&&/^(INPUT|SELECT|TEXTAREA)$/.test(t.nodeName)&&t.type!='file')" +
  '{w.delete(t);w.set(t,/^(checkbox|radio)$/.test(t.type)?t.checked:t.value)}};' +
  "on('input',edit);on('change',edit)})()"

/**
 * Gives each field edited before the page hydrated what was entered in it, through the events a
 * person's typing sends (`input`, then `change`), so its component's own handler takes the value
 * into its state (decision 0060): its kept press then sends that, and its next render shows it.
 * The value is the one kept when it was entered: a render since hydration may have put the
 * component's initial state back on screen. A field no longer in the document, or disabled, is
 * left as it is. Answers whether any field was given its value: the components render it in a
 * microtask, so the caller lets them before the kept presses are replayed.
 */
export function restoreEarlyEdits() {
  const edits = [...(window[EARLY_EDITS_GLOBAL] ?? [])]
  window[EARLY_EDITS_GLOBAL]?.clear()
  for (const [field, value] of edits) {
    if (!field.isConnected || field.matches(':disabled')) continue
    // Preact (0046) keeps no value tracker of its own, as React does: a plain assignment is seen.
    if (typeof value === 'boolean') (field as HTMLInputElement).checked = value
    else field.value = value
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
  return edits.length > 0
}

/**
 * Gives each kept tap, once the page has hydrated, to what was tapped: the same element, which
 * hydration kept, so its own handler now runs (a form is sent again by the same button, through
 * its validation). An element that hydration replaced, or a button now disabled (a meal sold out
 * meanwhile, a count the field refuses), is not tapped: answers how many were not, so that the
 * person is told (`EARLY_TAP_NOT_GIVEN`) instead of left waiting for what will not come.
 */
export function replayEarlyTaps() {
  const taps = window[EARLY_TAPS_GLOBAL] ?? []
  window[EARLY_TAPS_GLOBAL] = []
  let notGiven = 0
  for (const [target, submitter] of taps) {
    ;(submitter ?? target).removeAttribute(EARLY_TAP_ATTRIBUTE)
    // `:disabled` as well when a disabled fieldset holds it (a form at work).
    const by = submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : undefined
    const button = target instanceof HTMLFormElement ? by : target
    if (!target.isConnected || button?.matches(':disabled')) notGiven++
    else if (target instanceof HTMLFormElement) target.requestSubmit(by)
    else if (target instanceof HTMLButtonElement) target.click()
  }
  return notGiven
}

/** Told when a tap kept before the page was ready could not be given to it. */
export const EARLY_TAP_NOT_GIVEN = msg`Something you tapped while the page was loading was not sent. Check it and tap again.`
