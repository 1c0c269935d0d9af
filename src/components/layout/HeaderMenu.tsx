import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A header popover (more, language, theme, account) on a native <details>, so it opens without
 * JavaScript; once hydrated it also closes on a choice, on Escape and on a click outside, and
 * Escape or a choice hands focus back to its button, so the popover never stays over the page.
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
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const close = (refocus: boolean) => {
      if (!details.open) return
      details.open = false
      if (refocus) details.querySelector('summary')?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        event.preventDefault()
        close(true)
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) close(false)
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return
      const choice = event.target.closest(
        '.menu-list a, .menu-list button, .menu-list label, .menu-list input',
      )
      if (!choice) return
      // Arrow keys move through radio buttons with synthetic clicks (detail 0): the shopper is
      // still choosing, so only a pointer's click on a radio closes the popover.
      if (choice instanceof HTMLInputElement && event.detail === 0) return
      // After the click's own work (a label's click on its radio, a link's navigation).
      setTimeout(() => close(true))
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    details.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      details.removeEventListener('click', onClick)
    }
  }, [])
  return (
    <details ref={ref} className={`menu ${className}`}>
      <summary>{summary}</summary>
      {children}
    </details>
  )
}
