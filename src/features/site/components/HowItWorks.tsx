import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Service } from '../../../lib/catalogue-lists'
import { HOW_IT_WORKS } from '../service-texts'

/** SPEC §1: each service home's three steps: you pick, they prepare and deliver, you enjoy. */
export function HowItWorks({ service }: { service: Service }) {
  const { _ } = useLingui()
  return (
    <section aria-labelledby="how-heading">
      <h2 id="how-heading">
        <Trans>How it works</Trans>
      </h2>
      <ol className="steps">
        {HOW_IT_WORKS[service].map((step) => (
          <li key={step.id}>{_(step)}</li>
        ))}
      </ol>
    </section>
  )
}
