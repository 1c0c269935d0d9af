import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef } from 'react'
import { useMenuBehaviour } from './use-menu-behaviour'

/**
 * On a phone, the header's account, more, theme and language menus (and the service buttons)
 * fold into one sheet under a menu button, so the header keeps to one row. On a <details>, it
 * opens as HTML before its code arrives. From 900px its button is hidden and its content lies
 * in the header's row (`::details-content`, header.css), so mobile and desktop carry the same
 * controls with the same names.
 */
export function MenuSheet({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const ref = useRef<HTMLDetailsElement>(null)
  useMenuBehaviour(ref)
  return (
    <details ref={ref} className="menu menu-sheet">
      <summary>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">
          {t({ message: 'Menu', context: 'the header button that opens the site menu, not a kitchen menu' })}
        </span>
      </summary>
      <div className="menu-sheet-body">{children}</div>
    </details>
  )
}
