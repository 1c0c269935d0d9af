import { type ReactNode, useEffect, useState } from 'react'

/**
 * Renders its children in the browser only, once mounted. The state lives here and not in the
 * caller: re-rendering the caller right after hydration would hand new props to the parts of the
 * page whose code is still on its way (lazily hydrated boundaries), and React then throws away
 * their server HTML and renders them again from nothing: a form a slow phone already showed
 * vanishes until its code arrives. `fallback` holds the children's place until then (also in
 * the server's HTML), so nothing below them moves when they appear.
 */
export function AfterMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? children : fallback
}
