import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { HeaderMenu } from '../../../components/layout/HeaderMenu'
import { usePageLocale } from '../../../i18n/use-page-locale'
import { unwrap } from '../../../lib/api-errors'
import { readAllNotifications, readNotification, removeNotification } from '../notifications.functions'
import { notificationsQuery } from '../notifications.queries'

/**
 * The header's notification centre for a signed-in account (decision 0036): a bell with the
 * unread count opening the newest notifications, each linking to what it tells of, with mark read,
 * mark all read and remove. It listens to /live/notifications, so a new one shows without a
 * reload. Loaded after the page is interactive, for signed-in accounts only (LazyNotificationBell).
 */
export function NotificationBell() {
  const { t } = useLingui()
  const locale = usePageLocale()
  const queryClient = useQueryClient()
  const query = notificationsQuery(locale)
  const { data } = useQuery(query)
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey })
  useNotificationStream(data?.lastId, refresh)
  // A failure is shown by RequestFailureAlerts (SPEC §8); the list is read again either way.
  const read = useMutation({
    mutationFn: async (id: number) => unwrap(await readNotification({ data: { id } })),
    onSettled: refresh,
  })
  const readAll = useMutation({
    mutationFn: async () => unwrap(await readAllNotifications()),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: async (id: number) => unwrap(await removeNotification({ data: { id } })),
    onSettled: refresh,
  })
  const unread = data?.unread ?? 0
  const items = data?.items ?? []
  return (
    <HeaderMenu
      className="notification-menu"
      summary={
        <>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
          </svg>
          {unread > 0 && (
            <span className="notification-count" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
          <span className="visually-hidden">
            {t({
              id: 'notifications.bell',
              message: plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' }),
            })}
          </span>
        </>
      }
    >
      <section className="notification-panel" aria-labelledby="notifications-heading">
        <div className="notification-head">
          <h2 id="notifications-heading">{t({ id: 'notifications.heading', message: 'Notifications' })}</h2>
          <button
            type="button"
            className="link-button"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t({ id: 'notifications.readAll', message: 'Mark all read' })}
          </button>
        </div>
        {items.length === 0 ? (
          <p>{t({ id: 'notifications.none', message: 'No notifications yet' })}</p>
        ) : (
          <ul>
            {items.map((item) => {
              const title = item.title
              return (
                <li key={item.id} className={item.read ? undefined : 'unread'}>
                  {item.img && <img src={item.img} alt="" width={40} height={40} loading="lazy" />}
                  <div>
                    <Link
                      // A path of the site's own routes, stored without the locale prefix.
                      to={item.link as '/'}
                      onClick={(event) => {
                        if (!item.read) read.mutate(item.id)
                        event.currentTarget.closest('details')?.removeAttribute('open')
                      }}
                    >
                      {item.read ? null : (
                        <span className="visually-hidden">
                          {t({ id: 'notifications.unreadMark', message: 'Unread:' })}{' '}
                        </span>
                      )}
                      {title}
                    </Link>
                    <small>
                      <NairobiTime iso={item.date} />
                    </small>
                  </div>
                  <div className="notification-actions">
                    {!item.read && (
                      <button
                        type="button"
                        className="link-button"
                        aria-label={t({ id: 'notifications.readOne', message: `Mark read: ${title}` })}
                        onClick={() => read.mutate(item.id)}
                      >
                        {t({ id: 'notifications.read', message: 'Mark read' })}
                      </button>
                    )}
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t({ id: 'notifications.removeOne', message: `Remove: ${title}` })}
                      onClick={() => remove.mutate(item.id)}
                    >
                      {t({ id: 'notifications.remove', message: 'Remove' })}
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </HeaderMenu>
  )
}

/**
 * Opens the account's notification stream once the first list is known (it starts after that
 * list's newest id); each new notification reads the list again. The browser's EventSource
 * reconnects by itself with Last-Event-ID, so nothing is missed while it was away.
 */
function useNotificationStream(lastId: number | undefined, onNew: () => void) {
  const [after, setAfter] = useState<number>()
  if (lastId !== undefined && after === undefined) setAfter(lastId)
  // The latest callback, without reopening the stream on every render.
  const latest = useRef(onNew)
  latest.current = onNew
  useEffect(() => {
    if (after === undefined || typeof EventSource === 'undefined') return
    const source = new EventSource(`/live/notifications?after=${after}`)
    source.addEventListener('notification', () => latest.current())
    return () => source.close()
  }, [after])
}
