import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationOf } from '../../lib/api-errors'
import { failureAlert } from '../../lib/request-failure'
import { clearNetworkErrors, notify, notifyNetworkError } from './notify'

/**
 * SPEC §8 for every request the page makes through TanStack Query (queries and mutations):
 * a failure shows the notification it carries, else the "Network Error" alert with the
 * error's own message, cleared after 1 s or as the shopper's next action begins (SPEC §7: a
 * mutation; a refetch in the background would hide it before it could be read); a
 * mutation's answer that carries a notification shows it. Listening to the caches keeps this
 * in one place instead of in every component.
 */
export function RequestFailureAlerts() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  useEffect(() => {
    const texts = { title: t`Network Error`, message: t`Couldnt make request` }
    const show = (error: unknown) => {
      // Offline, the banner already says why requests fail (a prefetch cut off, a refetch): one
      // message, not one alert per request, and no alert code to load without a network.
      if (!navigator.onLine) return
      const { alert, generic } = failureAlert(error, texts)
      if (generic) notifyNetworkError(alert.title, alert.message ?? texts.message)
      else notify(alert)
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') show(event.action.error)
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return
      if (event.action.type === 'pending') clearNetworkErrors()
      if (event.action.type === 'error') show(event.action.error)
      if (event.action.type === 'success') {
        const carried = notificationOf(event.action.data)
        if (carried) notify(carried)
      }
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient, t])
  return null
}
