import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { FETCH_MIN_DISPLAY_DELAY_MS } from '../../config/constants'

/** Once shown, the skeleton stays at least this long: not a grey flash just before the page. */
const SKELETON_AT_LEAST_MS = 300
/** As many grey cards as fill a phone's first screen (two a row) and a laptop's first row. */
const CARDS = [1, 2, 3, 4, 5, 6]
/** A page of one kitchen, meal or order: a cover, lines, then cards (its menu). */
const DETAIL_PATH = /\/(kitchens|meals|orders)\/\d+$/

/**
 * The grey shape of the coming page (a list's: a title, then cards; a kitchen's, meal's or
 * order's: a cover first). No heading: the new page's `h1` takes the focus once it is there
 * (src/boot/page-focus.ts). Busy for assistive technology, with a status that says so.
 */
function Skeleton({ detail }: { detail: boolean }) {
  const { t } = useLingui()
  return (
    <main className={detail ? 'page skeleton' : 'page list-page skeleton'} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t`Loading…`}
      </p>
      <div aria-hidden="true">
        {detail ? <div className="skeleton-block skeleton-cover" /> : null}
        <div className="skeleton-block skeleton-title" />
        <div className="skeleton-block skeleton-line" />
        {detail ? <div className="skeleton-block skeleton-line" /> : null}
        <ul className="card-grid list-grid">
          {CARDS.map((card) => (
            <li key={card}>
              <div className="skeleton-block skeleton-image" />
              <div className="skeleton-block skeleton-line" />
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}

/**
 * SPEC §9's fetch minimum display delay (200 ms): a navigation to another page that has not
 * rendered by then shows the coming page's skeleton in the old page's place, instead of leaving
 * the old page up with no sign but the thin progress bar. A search, filter, map area or page number on the same page keeps that
 * page (its search box, its map) while the results load. Not the router's pending component:
 * in the browser a pending match suspends the router's own components, and Preact (decision
 * 0046) resumed them without their context (a TypeError in useRouter), so this follows the
 * router's state instead, as NavigationProgress does. A layout's own parts above its pages (food's
 * tabs) come from `above`, so they do not leave while the page loads.
 */
export function SkeletonWhileSlow({
  children,
  above,
}: {
  children: ReactNode
  /** What stays above the coming page's skeleton: its layout's own parts (food's tabs). */
  above?: (path: string) => ReactNode
}) {
  const goingTo = useRouterState({
    select: (s) =>
      // Not the first page: the browser's load (and hydration) has nothing resolved to leave.
      s.status === 'pending' && s.resolvedLocation && s.location.pathname !== s.resolvedLocation.pathname
        ? s.location.pathname
        : undefined,
  })
  const [shown, setShown] = useState<{ path: string; since: number }>()
  useEffect(() => {
    if (goingTo !== undefined) {
      const timer = setTimeout(
        () => setShown({ path: goingTo, since: Date.now() }),
        FETCH_MIN_DISPLAY_DELAY_MS,
      )
      return () => clearTimeout(timer)
    }
    if (!shown) return
    const timer = setTimeout(() => setShown(undefined), shown.since + SKELETON_AT_LEAST_MS - Date.now())
    return () => clearTimeout(timer)
  }, [goingTo, shown])
  return shown ? (
    <>
      {above?.(shown.path)}
      <Skeleton detail={DETAIL_PATH.test(shown.path)} />
    </>
  ) : (
    children
  )
}
