import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { useLoaderData } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Kes } from '../../../components/format/Kes'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { InlineScript } from '../../../components/InlineScript'
import { useContentLang } from '../../../i18n/use-content-lang'
import { formatRating } from '../../../lib/formatters'
import type { Kitchen } from '../catalogue.types'
import { jsonLdText, kitchenJsonLd } from '../kitchen-json-ld'
import { quotedDelivery } from './fulfilment-facts'
import { OpeningHours } from './OpeningHours'

/**
 * Where the kitchen is, what delivery costs, how long it takes, when it cooks, and its story.
 * Nothing here responds to input: the kitchen page loads it lazily (the server renders it, its
 * code follows after the page is interactive), which keeps it out of the page's critical-path
 * script.
 */
export function KitchenDetails({ kitchen, map }: { kitchen: Kitchen; map?: ReactNode }) {
  const { i18n } = useLingui()
  const contentLang = useContentLang()
  const rating = formatRating(kitchen.rating, i18n.locale)
  const reviews = kitchen.ratingCount
  // To the shopper's shared location or default address when the API knows one, else the base
  // (decision record 0037): the page is at its byte budget, so no more than this.
  const quote = kitchen.delivery.quote
  const fee = <Kes amount={kitchen.deliveryFeeKes} />
  const minimum = <Kes amount={kitchen.minOrderKes} />
  const minutes = kitchen.prepMinutes
  const place = `${kitchen.neighbourhood} · ${kitchen.landmark}`
  // Set only while both documents are checked and unexpired (computed by the API when read).
  const until = kitchen.verification.verifiedUntil
  const { origin } = useLoaderData({ from: '__root__' })
  const owner = kitchen.ownerName
  return (
    <>
      <div className="kitchen-details">
        <dl className="facts">
          <div>
            <dt>
              <Trans>Rating</Trans>
            </dt>
            <dd>
              <Trans>
                {rating} out of 5 (<Plural value={reviews} one="# review" other="# reviews" />)
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Where</Trans>
            </dt>
            <dd>
              {place}
              {map}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Delivery fee</Trans>
            </dt>
            <dd>
              {kitchen.fulfilment === 'pickup' ? (
                // It hands orders over at its door only (decision record 0116): nothing to charge.
                <Trans>Pick-up only</Trans>
              ) : !quote ? (
                <Trans>from {fee}</Trans>
              ) : (
                quotedDelivery(quote, fee, kitchen.fulfilment)
              )}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Minimum order</Trans>
            </dt>
            <dd>{minimum}</dd>
          </div>
          <div>
            <dt>
              <Trans>Ready in</Trans>
            </dt>
            <dd>
              <Trans>
                about <Plural value={minutes} one="# minute" other="# minutes" />
              </Trans>
            </dd>
          </div>
          {until ? (
            <div>
              <dt className="badge badge-open">
                <Trans>Verified kitchen</Trans>
              </dt>
              <dd>
                <Trans>Medical certificate and county food licence checked; valid until {until}</Trans>
                {kitchen.verification.renewalDue ? (
                  <>
                    {' '}
                    <strong className="badge">
                      <Trans>Renewal due</Trans>
                    </strong>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Now</Trans>
            </dt>
            <dd className={kitchen.openNow ? 'badge badge-open' : 'badge'}>
              {kitchen.openNow ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
            </dd>
            {kitchen.pausedUntil ? (
              <dd>
                <Trans>
                  Paused: taking no orders until <NairobiTime iso={kitchen.pausedUntil} />
                </Trans>
              </dd>
            ) : null}
          </div>
        </dl>
        <OpeningHours kitchen={kitchen} />
        {/* Data, not code: JSON with `<` escaped (kitchen-json-ld.ts), never run by the browser; it
            carries the nonce all the same, as every script element of a page does. */}
        <InlineScript type="application/ld+json" code={jsonLdText(kitchenJsonLd(kitchen, origin))} />
      </div>
      <section aria-labelledby="story-heading">
        <h2 id="story-heading">
          <Trans>Our story</Trans>
        </h2>
        <p {...contentLang(kitchen.language)}>{kitchen.story}</p>
        <p className="card-meta">
          <Trans>Cooked by {owner}</Trans>
        </p>
      </section>
    </>
  )
}
