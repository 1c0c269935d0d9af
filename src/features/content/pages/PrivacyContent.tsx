import { Trans } from '@lingui/react/macro'

export function PrivacyContent() {
  return (
    <>
      <p>
        <Trans>
          HomeCooked Ltd, Nairobi, is the data controller of your personal data and follows Kenya's Data
          Protection Act 2019. We collect what we need to deliver your food: your name, phone number and
          email, your delivery addresses with their map pins and landmarks, your orders, and records of M-Pesa
          payments. We never see your M-Pesa PIN.
        </Trans>
      </p>
      <p>
        <Trans>
          We share an order only with the kitchen that cooks it, the rider who delivers it and Safaricom for
          M-Pesa. We never sell your data. We use only the cookies the site needs: your session, language and
          theme.
        </Trans>
      </p>
      <p>
        <Trans>
          You may ask to see, correct, move or delete your data, object to direct marketing and withdraw
          consent at any time. Write to our Data Protection Officer at dpo@homecooked.co.ke. You may also
          complain to the Office of the Data Protection Commissioner. Last updated 22 November 2026.
        </Trans>
      </p>
    </>
  )
}
