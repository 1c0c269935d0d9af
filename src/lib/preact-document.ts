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
