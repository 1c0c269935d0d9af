import { type RefObject, useEffect } from 'react'

/** What closes a menu once chosen: a link, a menu's button, a radio or its label. */
const CHOICES = 'a, .menu-list button, .menu-list label, .menu-list input'

/**
 * A <details> menu opens and closes as HTML before its code arrives; once hydrated it also closes
 * on a choice, on Escape, on a press outside and when focus leaves it, so it never stays over a
 * control the shopper has moved on to (WCAG 2.4.11). Escape and a choice hand focus back to its
 * button. Menus nest (the phone's menu sheet holds the more, theme and language menus): Escape
 * closes the innermost open one only, and a choice closes every menu around it.
 */
export function useMenuBehaviour(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const summary = () => details.querySelector<HTMLElement>(':scope > summary')
    const close = (refocus: boolean) => {
      if (!details.open) return
      details.open = false
      if (refocus) summary()?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open || event.defaultPrevented) return
      // A menu open inside this one closes first (whichever listener runs first).
      if (details.querySelector('details[open]')) return
      event.preventDefault()
      close(true)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) close(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      // Focus moving elsewhere in the page; none (the window losing focus) leaves it open.
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) close(false)
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return
      const choice = event.target.closest(CHOICES)
      if (!choice || !details.contains(choice)) return
      // Arrow keys move through radio buttons with synthetic clicks (detail 0): the shopper is
      // still choosing, so only a pointer's click on a radio closes the menu.
      if (choice instanceof HTMLInputElement && event.detail === 0) return
      // After the click's own work (a label's click on its radio, a link's navigation).
      setTimeout(() => close(true))
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    details.addEventListener('focusout', onFocusOut)
    details.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      details.removeEventListener('focusout', onFocusOut)
      details.removeEventListener('click', onClick)
    }
  }, [ref])
}
