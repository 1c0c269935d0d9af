import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Ltr } from '../../../components/format/Ltr'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { RiderInput } from '../../../contracts/riders.schemas'
import { useMessageText } from '../../../i18n/use-message-text'
import { unwrap } from '../../../lib/api-errors'
import { firstProblem } from '../../../lib/first-problem'
import { localKenyanPhone } from '../../../lib/phone-format'
import { kitchenBoardQuery } from '../kitchen.queries'
import type { KitchenOrder } from '../kitchen.types'
import { assignOrderRider, removeOrderRider } from '../riders.functions'

/**
 * Who takes an accepted order to the door (decision record 0111): the kitchen itself, or a rider
 * it names here. The rider gets the link by SMS; the card shows it once too, to copy into a chat.
 */
export function RiderPanel({ order }: { order: KitchenOrder }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: kitchenBoardQuery.queryKey })
  const assign = useMutation({
    mutationFn: async (rider: { name: string; phone: string }) =>
      unwrap(await assignOrderRider({ data: { id: order.id, rider } })),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: async () => unwrap(await removeOrderRider({ data: { id: order.id } })),
    onSuccess: () => assign.reset(),
    onSettled: refresh,
  })
  const rider = order.rider
  if (!order.canAssignRider) return null
  // The link comes once, in the answer that made it; the board keeps only the rider.
  const link = assign.data?.rider?.link ?? null
  const busy = assign.isPending || remove.isPending
  // Named, so a translator reads {riderName} and {riderPhone}, not {0} and {1}.
  const riderName = rider?.name
  const riderPhone = rider ? localKenyanPhone(rider.phone) : ''
  return (
    <section className="rider-panel" aria-label={_(msg`Delivery`)}>
      <FailureAlert error={assign.error ?? remove.error} />
      {rider ? (
        <>
          <p>
            <Trans>
              Rider: {riderName},{' '}
              <a href={`tel:${rider.phone}`}>
                <Ltr whole>{riderPhone}</Ltr>
              </a>
            </Trans>
            <br />
            <small>
              <Trans>
                Their link works until <NairobiTime iso={rider.linkExpiresAt} />.
              </Trans>
            </small>
          </p>
          {link ? <RiderLink path={link} /> : null}
          <p className="rider-panel-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => assign.mutate({ name: rider.name, phone: rider.phone })}
            >
              <Trans>Send a new link</Trans>
            </button>{' '}
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => remove.mutate()}
            >
              <Trans>We deliver it ourselves</Trans>
            </button>
          </p>
        </>
      ) : (
        <RiderForm busy={busy} onAssign={(value) => assign.mutate(value)} />
      )}
    </section>
  )
}

function RiderForm({
  busy,
  onAssign,
}: {
  busy: boolean
  onAssign: (rider: { name: string; phone: string }) => void
}) {
  const say = useMessageText()
  const [problem, setProblem] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const nameId = useId()
  const phoneId = useId()
  return (
    <details className="rider-form">
      <summary>
        <Trans>Hand it to a rider</Trans>
      </summary>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const found = firstProblem(RiderInput, { name, phone })
          setProblem(found)
          if (!found) onAssign({ name, phone })
        }}
      >
        <p>
          <label htmlFor={nameId}>
            <Trans>Rider's name</Trans>
          </label>
          <input
            id={nameId}
            value={name}
            required
            minLength={2}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </p>
        <p>
          <label htmlFor={phoneId}>
            <Trans>Rider's phone</Trans>
          </label>
          <input
            id={phoneId}
            type="tel"
            dir="ltr"
            value={phone}
            required
            inputMode="tel"
            autoComplete="off"
            placeholder="0712 345 678"
            onChange={(event) => setPhone(event.target.value)}
          />
        </p>
        {problem ? (
          <p role="alert" className="form-error">
            {say(problem)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          <Trans>Send the rider a link</Trans>
        </button>
      </form>
    </details>
  )
}

/** The rider's link as made just now: to copy, or to share from the phone. */
function RiderLink({ path }: { path: string }) {
  const { _ } = useLingui()
  const [copied, setCopied] = useState(false)
  const linkId = useId()
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href
  return (
    <p className="rider-link">
      <label htmlFor={linkId}>
        <Trans>The rider's link (also sent by SMS)</Trans>
      </label>
      <input id={linkId} readOnly dir="ltr" value={url} onFocus={(event) => event.currentTarget.select()} />
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? _(msg`Copied`) : _(msg`Copy the link`)}
      </button>
    </p>
  )
}
