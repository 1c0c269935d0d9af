import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { unwrap } from '../../../lib/api-errors'
import { sessionQuery } from '../../../session/session.queries'
import { toggleFavorite } from '../favorites.functions'
import { favoritesQuery } from '../favorites.queries'

/** ♥ to save a kitchen or meal; a visitor is sent to sign in and brought back here. */
export function FavoriteButton({ kind, id, name }: { kind: 'kitchens' | 'meals'; id: number; name: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { pathname } = useLocation()
  const { data: account } = useQuery(sessionQuery)
  const list = useQuery({ ...favoritesQuery, enabled: Boolean(account) })
  const favorites = list.data
  const saved = Boolean(favorites?.[kind].some((entry) => entry.id === id))
  const toggle = useMutation({
    mutationFn: async () => unwrap(await toggleFavorite({ data: { kind, id, saved: !saved } })),
    // A failure is shown by RequestFailureAlerts (SPEC §8).
    onSuccess: (next) => queryClient.setQueryData(favoritesQuery.queryKey, next),
  })
  if (account === null) {
    return (
      <Link
        to="/auth/login"
        search={{ redirect: pathname }}
        className="favorite-button"
        aria-label={t`Sign in to save ${name}`}
      >
        <span aria-hidden="true">♡</span>
      </Link>
    )
  }
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={saved}
      aria-label={t`Save ${name} to favorites`}
      // Until the list has loaded, whether it is saved is unknown: a tap then could save what the
      // shopper meant to unsave, and the list arriving after would undo the save on screen. So
      // while the shopper is unknown (a shared page before its personal part, decision 0101).
      disabled={!account || toggle.isPending || list.isPending}
      onClick={() => toggle.mutate()}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  )
}
