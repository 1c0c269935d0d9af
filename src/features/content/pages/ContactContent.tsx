import { Trans } from '@lingui/react/macro'

export function ContactContent() {
  return (
    <>
      <p>
        <Trans>
          Email support@homecooked.co.ke or call or WhatsApp +254 700 000 123, Monday to Saturday, 08:00 to
          20:00 East Africa Time. Our office is on the 2nd floor of Mvuli House, Mvuli Road, off Waiyaki Way,
          Westlands.
        </Trans>
      </p>
      <p>
        <Trans>
          About an order, please give the order number and the phone number you paid with on M-Pesa. Or send
          us a message with the form below: we answer within one working day.
        </Trans>
      </p>
    </>
  )
}
