import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** The about page's text; the how-it-works block comes from the route, which composes features. */
export function AboutContent({ howItWorks }: { howItWorks: ReactNode }) {
  return (
    <>
      <p>
        <Trans>
          HomeCooked is a Nairobi marketplace for home cooks and small kitchens. We started it so that good
          cooks can earn from their kitchens, and so that neighbours can eat real home food on a busy day.
        </Trans>
      </p>
      {howItWorks}
      <h2>
        <Trans>Where we deliver</Trans>
      </h2>
      <p>
        <Trans>
          Kitchens cook across Nairobi: Westlands, Kilimani, Kileleshwa, Lavington, South B and South C,
          Karen, Langata, Kasarani, Roysambu, Ruaka, Parklands, Eastleigh, Buruburu, Donholm, Embakasi, Rongai
          and Kitengela. You pay with M-Pesa or in cash on delivery.
        </Trans>
      </p>
    </>
  )
}
