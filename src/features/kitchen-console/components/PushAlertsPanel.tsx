import { Plural, Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import type { KitchenPush } from '../../../contracts/kitchen-push.responses'
import { unwrap } from '../../../lib/api-errors'
import { subscribeKitchenPush, unsubscribeKitchenPush } from '../push.functions'
import { kitchenPushQuery } from '../push.queries'
import {
  currentSubscription,
  type PushSupport,
  pushSupport,
  subscribeThisBrowser,
  subscriptionBody,
} from '../push-alerts'

type Outcome = 'on' | 'off' | 'denied' | 'failed'

/**
 * New orders on a locked phone (decision record 0114): the cook turns on alerts for this browser;
 * each new order then rings through the phone's notifications, the board closed or the screen
 * locked. Loaded after the board shows: what the browser allows is known only there.
 */
export function PushAlertsPanel() {
  const queryClient = useQueryClient()
  const { data } = useQuery(kitchenPushQuery)
  const [support, setSupport] = useState<PushSupport>('unsupported')
  const [subscribed, setSubscribed] = useState<boolean | null>(null)
  const saved = (status: KitchenPush) => queryClient.setQueryData(kitchenPushQuery.queryKey, status)

  const change = useMutation({
    mutationFn: async (turnOn: boolean): Promise<Outcome> => {
      if (turnOn) {
        let subscription: PushSubscription | 'denied'
        try {
          subscription = await subscribeThisBrowser(data?.publicKey ?? '')
        } catch {
          return 'failed'
        }
        if (subscription === 'denied') return 'denied'
        const status = await subscribeKitchenPush({ data: subscriptionBody(subscription) })
        // Refused by the server (its push service is not one we send to): this browser must
        // not believe it will ring.
        if (!status.data) await subscription.unsubscribe()
        saved(unwrap(status))
        return 'on'
      }
      const subscription = await currentSubscription()
      if (subscription) {
        const { endpoint } = subscriptionBody(subscription)
        await subscription.unsubscribe()
        saved(unwrap(await unsubscribeKitchenPush({ data: { endpoint } })))
      }
      return 'off'
    },
    onSuccess: async (outcome) => {
      setSupport(await pushSupport())
      if (outcome === 'on' || outcome === 'off') setSubscribed(outcome === 'on')
    },
  })

  // What this browser holds: a subscription made earlier is sent again, so the server has it
  // (and the board's language) even after it forgot a browser whose push service failed; it
  // counts as on only once the server took it.
  const publicKey = data?.publicKey
  useEffect(() => {
    if (!publicKey) return
    void (async () => {
      const support = await pushSupport()
      setSupport(support)
      if (support === 'unsupported') return setSubscribed(false)
      const subscription = await currentSubscription()
      if (!subscription || support !== 'granted') return setSubscribed(false)
      const status = await subscribeKitchenPush({ data: subscriptionBody(subscription) })
      if (status.data) queryClient.setQueryData(kitchenPushQuery.queryKey, status.data)
      setSubscribed(status.data !== null)
    })()
  }, [publicKey, queryClient])

  if (!data?.publicKey || subscribed === null) return null
  const browsers = data.browsers
  const outcome = change.data
  return (
    <section className="push-panel" aria-labelledby="push-title">
      <h2 id="push-title">
        <Trans>Alerts on a locked phone</Trans>
      </h2>
      {support === 'unsupported' ? (
        <p>
          <Trans>
            This browser cannot show alerts with the board closed. Orders still reach you here and by SMS.
          </Trans>
        </p>
      ) : subscribed ? (
        <p role="status">
          <strong>
            <Trans>This phone rings for every new order, even when it is locked.</Trans>
          </strong>{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={change.isPending}
            onClick={() => change.mutate(false)}
          >
            <Trans>Stop alerts on this phone</Trans>
          </button>
        </p>
      ) : support === 'denied' || outcome === 'denied' ? (
        <p role="status">
          <Trans>
            Alerts are blocked for this site. Allow notifications in the browser’s site settings, then come
            back to turn them on.
          </Trans>
        </p>
      ) : (
        <p>
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={() => change.mutate(true)}
          >
            <Trans>Ring this phone for new orders, even when locked</Trans>
          </button>
        </p>
      )}
      {outcome === 'failed' ? (
        <p role="alert" className="form-error">
          <Trans>This browser could not turn on alerts. Try again, or open the board in Chrome.</Trans>
        </p>
      ) : null}
      {browsers > 0 ? (
        <p>
          <Plural
            value={browsers}
            one="# phone or tablet of your kitchen gets new orders this way."
            other="# phones or tablets of your kitchen get new orders this way."
          />
        </p>
      ) : null}
      <FailureAlert error={change.error} />
    </section>
  )
}
