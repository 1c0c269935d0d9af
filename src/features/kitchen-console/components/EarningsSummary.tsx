import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import type { KitchenEarnings } from '../../../contracts/earnings.responses'
import { perLocale } from '../../../lib/formatters'

const percentFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
)

/**
 * The period's balance first, in words a cook reads at a glance (who owes whom), then where it
 * comes from: the sales, the commission, the money that came in each way and went back.
 */
export function EarningsSummary({ earnings }: { earnings: KitchenEarnings }) {
  const { totals } = earnings
  const owed = Math.abs(totals.balanceKes)
  const { i18n } = useLingui()
  const rate = percentFormat(i18n.locale).format(earnings.commissionBp / 10000)
  return (
    <section className="earnings-summary" aria-labelledby="earnings-balance">
      <p id="earnings-balance" className="earnings-balance">
        {totals.balanceKes > 0 ? (
          <Trans>
            HomeCooked owes you <Kes amount={owed} />
          </Trans>
        ) : totals.balanceKes < 0 ? (
          <Trans>
            You owe HomeCooked <Kes amount={owed} />
          </Trans>
        ) : (
          <Trans>Nothing is owed either way</Trans>
        )}
      </p>
      <dl className="earnings-figures">
        <div>
          <dt>
            <Trans>Sales</Trans>
          </dt>
          <dd>
            <Plural value={totals.orders} one="# delivered order" other="# delivered orders" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Gross sales</Trans>
          </dt>
          <dd>
            <Kes amount={totals.grossKes} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>HomeCooked's commission</Trans>
          </dt>
          <dd>
            <Kes amount={totals.commissionKes} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>M-Pesa received by HomeCooked</Trans>
          </dt>
          <dd>
            <Kes amount={totals.mpesaKes} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Cash you collected</Trans>
          </dt>
          <dd>
            <Kes amount={totals.cashKes} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Refunds to shoppers</Trans>
          </dt>
          <dd>
            <Kes amount={totals.refundsKes} />
          </dd>
        </div>
      </dl>
      <p className="earnings-note">
        <Trans>
          Your commission rate is {rate} of the food; delivery fees are all yours. Each order keeps the rate
          it was placed at. The balance is gross sales less commission less the cash you collected.
        </Trans>
      </p>
      {earnings.openOrders > 0 ? (
        <p className="earnings-note">
          <Plural
            value={earnings.openOrders}
            one="# order of this period is still open: it counts once delivered."
            other="# orders of this period are still open: they count once delivered."
          />
        </p>
      ) : null}
    </section>
  )
}
