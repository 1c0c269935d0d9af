import { type ReactNode, useRef } from 'react'
import { useMenuBehaviour } from './use-menu-behaviour'

/**
 * A header popover (more, language, theme, account) on a native <details>, so it opens without
 * JavaScript; once hydrated it closes as `useMenuBehaviour` says.
 */
export function HeaderMenu({
  className,
  summary,
  children,
}: {
  className: string
  summary: ReactNode
  children: ReactNode
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  useMenuBehaviour(ref)
  return (
    <details ref={ref} className={`menu ${className}`}>
      <summary>{summary}</summary>
      {children}
    </details>
  )
}
