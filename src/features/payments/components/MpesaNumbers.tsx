import { Trans } from '@lingui/react/macro'
import { Ltr } from '../../../components/format/Ltr'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { localKenyanPhone } from '../../../lib/phone-format'

/** The M-Pesa numbers the shopper has paid with: the checkout offers them to pick from. */
export function MpesaNumbers({ numbers }: { numbers: { phone: string; lastUsedAt: string }[] }) {
  if (numbers.length === 0) return null
  return (
    <section aria-labelledby="mpesa-numbers-title">
      <h2 id="mpesa-numbers-title">
        <Trans>Your M-Pesa numbers</Trans>
      </h2>
      <p>
        <Trans>The checkout offers these numbers for the payment prompt.</Trans>
      </p>
      <ul className="mpesa-numbers">
        {numbers.map(({ phone, lastUsedAt }) => {
          const when = <NairobiTime iso={lastUsedAt} />
          return (
            <li key={phone}>
              <Ltr whole>{localKenyanPhone(phone)}</Ltr> · <Trans>last used {when}</Trans>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
