import { Trans } from '@lingui/react/macro'

export function PartnershipContent() {
  return (
    <>
      <p>
        <Trans>
          Home cooks, restaurants, caterers, riders and brands: partner with HomeCooked. We bring you orders,
          deliver them, and pay you every week on M-Pesa. There is no sign-up fee; our commission on each
          order is agreed before you start.
        </Trans>
      </p>
      <p>
        <Trans>
          Cooks need a valid food handler's certificate, the county licence where it is required, a clean
          kitchen and a Kenyan phone number for M-Pesa. Apply with the form below and we will call you.
        </Trans>
      </p>
    </>
  )
}
