import { Trans } from '@lingui/react/macro'

export function HelpContent() {
  return (
    <>
      <details>
        <summary>
          <Trans>How much is delivery?</Trans>
        </summary>
        <p>
          <Trans>
            Each kitchen charges a base fee plus a price per kilometre from the kitchen to your address, in a
            straight line, and delivers within its own distance. You see the fee and about when your food
            arrives on the kitchen's page and in your cart before you pay.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>How do I pay with M-Pesa?</Trans>
        </summary>
        <p>
          <Trans>
            At checkout we send a prompt to your phone; enter your M-Pesa PIN to pay. If the prompt does not
            arrive, you can try again or pay in cash on delivery.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>Can I cancel an order?</Trans>
        </summary>
        <p>
          <Trans>
            On the order's page, until the kitchen accepts it, if you pay cash or have not paid yet. If you
            paid with M-Pesa, contact us: we cancel it and send the money back to the same number.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>I have a food allergy. What should I do?</Trans>
        </summary>
        <p>
          <Trans>
            Every meal lists its allergens. If you are unsure, ask the kitchen through support before you
            order.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>How do I become a cook on HomeCooked?</Trans>
        </summary>
        <p>
          <Trans>
            Apply on the partnership page. You need a food handler's certificate and a Kenyan phone number for
            M-Pesa.
          </Trans>
        </p>
      </details>
    </>
  )
}
