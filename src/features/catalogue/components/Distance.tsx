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
 * place gives it (`distanceKm`, decision 0089). The distance is isolated (<bdi>) so a
 * right-to-left sentence keeps its digits and unit together.
 */
export function Distance({ km }: { km: number }) {
  const { i18n } = useLingui()
  const distance = <bdi>{kmFormat(i18n.locale).format(km)}</bdi>
  return (
    <span>
      <Trans>{distance} away</Trans>
    </span>
  )
}
