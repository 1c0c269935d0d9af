import { Trans, useLingui } from '@lingui/react/macro'
import { perLocale } from '../../../lib/formatters'

const kmFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }),
)

/**
 * How far a kitchen is from the shopper's place ("1.2 km away"), as a list answered for that
 * place gives it (`distanceKm`, decision 0090). The distance is isolated (<bdi>) so a
 * right-to-left sentence keeps its digits and unit together.
 */
export function Distance({ km }: { km: number }) {
  const { i18n } = useLingui()
  // Nearer than 0.05 km rounds to 0: "0.1 km away" rather than "0 km away".
  const distance = <bdi>{kmFormat(i18n.locale).format(Math.max(km, 0.1))}</bdi>
  return (
    <span>
      <Trans>{distance} away</Trans>
    </span>
  )
}
