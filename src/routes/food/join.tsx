import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ApplicationForm } from '../../features/applications/components/ApplicationForm'
import { pageHead } from '../../i18n/head'

/** Cooks apply to join (SPEC §1): what a home kitchen needs in Kenya, and the application form. */
export const Route = createFileRoute('/food/join')({
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Cook with HomeCooked`,
      description: msg`Sell your home cooking to neighbours across Nairobi. What you need and how to apply.`,
      keywords: msg`home cook, sell food, Nairobi, food handler certificate, kitchen`,
      summary: msg`Turn your kitchen into a business.`,
    }),
  component: JoinPage,
})

function JoinPage() {
  return (
    <main className="page static-page">
      <h1>
        <Trans>Cook with HomeCooked</Trans>
      </h1>
      <p>
        <Trans>
          Cook what you already cook well, on the days you choose. We bring the shoppers, take the payment by
          M-Pesa and send you your money every week; you keep the kitchen.
        </Trans>
      </p>
      <h2>
        <Trans>What you need</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            A food handler's medical certificate for everyone who cooks, from your county's public health
            office (renewed every six months).
          </Trans>
        </li>
        <li>
          <Trans>
            A clean kitchen that passes our visit, and the county's food hygiene licence once you cook
            regularly; we help you apply.
          </Trans>
        </li>
        <li>
          <Trans>An M-Pesa number in your name for your payouts, and a KRA PIN.</Trans>
        </li>
        <li>
          <Trans>
            A short menu you can cook every day you open, with honest portions, prices and allergens.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>How it works</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            Apply below with your two documents; we write to you by e-mail and SMS at each step of the review.
          </Trans>
        </li>
        <li>
          <Trans>We visit your kitchen, taste your food and photograph your menu.</Trans>
        </li>
        <li>
          <Trans>You go live, choose your hours and accept orders from your phone.</Trans>
        </li>
      </ol>
      <p>
        <Trans>
          Read how we keep food safe in our <Link to="/pages/foodsafety">food safety standards</Link>.
        </Trans>
      </p>
      <ApplicationForm service="food" />
    </main>
  )
}
