import { options, type VNode } from 'preact'
import { useLayoutEffect, useRef } from 'preact/hooks'

type Attributes = Record<string, unknown>

/** `className` is the only React prop name on `<html>` that is not its attribute's name. */
const attributeName = (prop: string) => (prop === 'className' ? 'class' : prop)

/**
 * Stands in for the root route's `<html>` in the browser. Preact renders into
 * `document.documentElement`, never as it (preactjs/preact#3794): an `<html>` element in the tree
 * would be created inside the server's one, beside the head and body it was meant to adopt. So
 * its children (head, body) hydrate in place and its attributes (lang, dir, theme) are kept in
 * step with the tree here, as React's own `<html>` would be on a language or theme change.
 */
function DocumentElement({ children, ...attributes }: Attributes & { children?: unknown }) {
  const applied = useRef<Attributes>({})
  useLayoutEffect(() => {
    const root = document.documentElement
    for (const prop of Object.keys(applied.current)) {
      if (!(prop in attributes)) root.removeAttribute(attributeName(prop))
    }
    for (const [prop, value] of Object.entries(attributes)) {
      if (prop === 'suppressHydrationWarning') continue
      if (value == null || value === false) root.removeAttribute(attributeName(prop))
      else root.setAttribute(attributeName(prop), String(value))
    }
    applied.current = attributes
  })
  return children as VNode
}

const nextVNodeHook = options.vnode
options.vnode = (vnode) => {
  if (vnode.type === 'html') (vnode as VNode<Attributes>).type = DocumentElement as never
  nextVNodeHook?.(vnode)
}

/**
 * The attributes that name or point at an element by id. React's server and Preact give `useId`
 * different ids, and Preact leaves attributes as the server wrote them while it hydrates: a field
 * whose hint kept React's id while its `aria-describedby` later took Preact's (an error shown)
 * pointed at nothing. So these take the rendered value at once, on every element.
 */
// Prop and attribute pairs, listed once: the hook below runs for every element Preact renders.
const ID_ATTRIBUTES: readonly (readonly [prop: string, attribute: string])[] = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['list', 'list'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-controls', 'aria-controls'],
  ['aria-errormessage', 'aria-errormessage'],
]

const nextDiffedHook = options.diffed
options.diffed = (vnode) => {
  // Preact's own name for a vnode's DOM node (`_dom`, mangled as `__e` in its build).
  const dom = (vnode as { __e?: Element | null }).__e
  if (typeof vnode.type === 'string' && dom instanceof Element) {
    const props = vnode.props as Record<string, unknown>
    for (const [prop, attribute] of ID_ATTRIBUTES) {
      const value = props[prop]
      if (typeof value === 'string' && dom.getAttribute(attribute) !== value)
        dom.setAttribute(attribute, value)
    }
  }
  nextDiffedHook?.(vnode)
}
