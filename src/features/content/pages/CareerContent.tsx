import { Trans } from '@lingui/react/macro'

export function CareerContent() {
  return (
    <>
      <p>
        <Trans>
          We are a small team in Westlands building the way Nairobi eats at home. We hire people who care
          about cooks, riders and customers, and who like solving real problems on the ground.
        </Trans>
      </p>
      <h2>
        <Trans>Open roles</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Kitchen onboarding associate, Nairobi</Trans>
        </li>
        <li>
          <Trans>Customer support agent (Kiswahili and English)</Trans>
        </li>
        <li>
          <Trans>Rider operations lead, Nairobi</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          To apply, send your CV and a short note to careers@homecooked.co.ke. We welcome applications from
          everyone, whatever their background.
        </Trans>
      </p>
    </>
  )
}
