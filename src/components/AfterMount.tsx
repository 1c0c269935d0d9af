import { type ReactNode, useEffect, useState } from 'react'

/**
 * Renders its children in the browser only, once mounted. The state lives here and not in the
 * caller: re-rendering the caller right after hydration would hand new props to the parts of the
 * page whose code is still on its way (lazily hydrated boundaries), and React then throws away
 * their server HTML and renders them again from nothing: a form a slow phone already showed
 * vanishes until its code arrives.
 */
export function AfterMount({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? children : null
}
