import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

type Props = {
  page: number
  pageCount: number
  /** The route's own typed link to another page of the list. */
  link: (page: number, rel: 'prev' | 'next', label: ReactNode) => ReactNode
}

/** Previous / "Page n of m" / Next under a paged list. */
export function Pager({ page, pageCount, link }: Props) {
  return (
    <nav className="pager" aria-label={`${page} / ${pageCount}`}>
      {page > 1 ? link(page - 1, 'prev', <Trans>Previous</Trans>) : <span />}
      <span>
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      {page < pageCount ? link(page + 1, 'next', <Trans>Next</Trans>) : <span />}
    </nav>
  )
}
