import type { ReactNode } from 'react'

/**
 * A row of cards that scrolls sideways (the home page's rails): two and a bit cards show on a
 * phone, so the cut card says there is more; each snaps into place. A list, so screen readers
 * count it; its heading names it and "See all" opens the whole list. Right-to-left pages scroll
 * it the other way by themselves (a grid follows the page's direction).
 */
export function Rail({
  id,
  title,
  seeAll,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string
  title: ReactNode
  /** A link to the whole list, beside the heading. */
  seeAll?: ReactNode
  /** The cards, each already a list item. */
  children: ReactNode
}) {
  return (
    <section className="rail-section" aria-labelledby={id}>
      <div className="rail-head">
        <h2 id={id}>{title}</h2>
        {seeAll}
      </div>
      <ul className="rail">{children}</ul>
    </section>
  )
}
