import { Trans } from '@lingui/react/macro'

export function TermsContent() {
  return (
    <>
      <p>
        <Trans>
          HomeCooked is a marketplace: when you order, you buy from the kitchen that cooks your meal, and we
          deliver it. Prices are in Kenya shillings and include the delivery fee shown before you confirm.
        </Trans>
      </p>
      <p>
        <Trans>
          You pay with M-Pesa or in cash on delivery. You can cancel until the kitchen starts cooking; refunds
          go back to the M-Pesa number you paid with. Kitchens are responsible for the allergens they declare.
        </Trans>
      </p>
      <p>
        <Trans>
          These terms are governed by the laws of Kenya, and the courts of Nairobi decide any dispute. Last
          updated 22 November 2026.
        </Trans>
      </p>
    </>
  )
}
