import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

type Props = {
  page: number
  pageCount: number
  /** More pages may follow pageCount (a catalogue list counts only so far): no "of m" is shown. */
  more?: boolean | undefined
  /** The route's own typed link to another page of the list. */
  link: (page: number, rel: 'prev' | 'next', label: ReactNode) => ReactNode
}

/** Previous / "Page n of m" (or "Page n" when more may follow) / Next under a paged list. */
export function Pager({ page, pageCount, more, link }: Props) {
  return (
    <nav className="pager" aria-label={more ? `${page}` : `${page} / ${pageCount}`}>
      {page > 1 ? link(page - 1, 'prev', <Trans>Previous</Trans>) : <span />}
      <span>
        {more ? (
          <Trans>Page {page}</Trans>
        ) : (
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        )}
      </span>
      {page < pageCount ? link(page + 1, 'next', <Trans>Next</Trans>) : <span />}
    </nav>
  )
}
