import { type RefObject, useEffect } from 'react'

/**
 * A `<details>` that is a modal sheet once the page's script runs (the lists' filters): opening
 * it makes the rest of the page inert and moves the focus into it; Escape, its backdrop or its
 * close link (`[data-sheet-close]`) close it and give the focus back to its summary. Before the
 * script, or without it, it stays a plain disclosure whose form works all the same (the close
 * link then reloads the list as it is): no part of the page waits for this code.
 */
export function useModalDetails(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const summary = details.querySelector('summary')
    let madeInert: Element[] = []
    const release = () => {
      for (const element of madeInert) element.removeAttribute('inert')
      madeInert = []
    }
    // Every sibling of every ancestor, up to the body: what is not the sheet cannot take focus.
    const makeRestInert = () => {
      release()
      for (
        let node: Element = details;
        node.parentElement && node !== document.body;
        node = node.parentElement
      ) {
        for (const sibling of node.parentElement.children) {
          if (sibling === node || sibling.hasAttribute('inert')) continue
          sibling.setAttribute('inert', '')
          madeInert.push(sibling)
        }
      }
    }
    const close = () => {
      details.open = false
      summary?.focus()
    }
    const onToggle = () => {
      if (!details.open) return release()
      makeRestInert()
      details.querySelector<HTMLElement>('[data-sheet-focus]')?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      event.preventDefault()
      close()
    }
    // In the capture phase, before the close link's own navigation: with the script, it only closes.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-sheet-close]')) return
      event.preventDefault()
      event.stopPropagation()
      close()
    }
    details.addEventListener('toggle', onToggle)
    details.addEventListener('keydown', onKeyDown)
    details.addEventListener('click', onClick, true)
    // Opened before the script ran: modal from now on.
    if (details.open) onToggle()
    return () => {
      details.removeEventListener('toggle', onToggle)
      details.removeEventListener('keydown', onKeyDown)
      details.removeEventListener('click', onClick, true)
      release()
    }
  }, [ref])
}
