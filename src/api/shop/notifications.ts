import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { pageQuery } from '../../contracts/common.responses'
import { EventsQuery } from '../../contracts/kitchen-console.responses'
import {
  Notification,
  NotificationPage,
  ReadAllResult,
  RemoveResult,
} from '../../contracts/notifications.responses'
import {
  listNotifications,
  markAllRead,
  markRead,
  removeNotification,
} from '../../domain/notifications/notifications'
import { idParam } from '../../lib/schema-pieces'
import { requestLocale } from '../auth/request-facts'
import { requireSession } from '../auth/session-guard'
import { errorResponses, json, signedInOnly, signedInOperation } from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'
import { startingAfter } from '../live/event-stream'
import { notificationStream } from '../live/notification-stream'

const TAGS = ['Notifications']

/**
 * The signed-in account's notification centre (decision 0036): only its own notifications,
 * another account's answer 404. Titles come in the request's Accept-Language.
 */
export const notificationsRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get(
    '/',
    describeRoute({
      ...signedInOperation,
      tags: TAGS,
      summary: 'Your notifications, newest first (page, perPage), with the unread count',
      description:
        "Items as SPEC §3's notification list: img, title, date, id, link; `read` says whether it was read. `lastId` is where GET /notifications/events starts.",
      responses: {
        200: json(NotificationPage, 'A page of notifications'),
        422: errorResponses[422],
        ...signedInOnly,
      },
    }),
    validator('query', pageQuery, validationFailed),
    async (c) => {
      const { page, perPage } = c.req.valid('query')
      const request = { page: Number(page), perPage: Number(perPage) }
      return c.json(await listNotifications(c.var.db, c.var.user.id, request, requestLocale(c)), 200)
    },
  )
  .get(
    '/events',
    describeRoute({
      ...signedInOperation,
      tags: TAGS,
      summary:
        'Server-sent events of your new notifications (event: notification), from after `after` or Last-Event-ID',
      description:
        "Each new notification is an event whose SSE id is the notification's id and whose data is `{ item, unread }`: a reconnect with Last-Event-ID gets every one missed.",
      responses: {
        200: {
          description: 'An event stream; each `data` is a notification and the unread count',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        ...errorResponses,
        ...signedInOnly,
      },
    }),
    validator('query', EventsQuery, validationFailed),
    async (c) => notificationStream(c, startingAfter(c, c.req.valid('query').after), requestLocale(c)),
  )
  .post(
    '/read-all',
    describeRoute({
      ...signedInOperation,
      tags: TAGS,
      summary: 'Mark all your notifications read',
      responses: {
        200: json(ReadAllResult, 'How many were marked, and the unread count (0)'),
        ...signedInOnly,
      },
    }),
    async (c) => c.json(await markAllRead(c.var.db, c.var.user.id), 200),
  )
  .post(
    '/:id/read',
    describeRoute({
      ...signedInOperation,
      tags: TAGS,
      summary: 'Mark one of your notifications read',
      responses: { 200: json(Notification, 'The notification, read'), ...errorResponses, ...signedInOnly },
    }),
    validator('param', idParam, validationFailed),
    async (c) =>
      c.json(await markRead(c.var.db, c.var.user.id, c.req.valid('param').id, requestLocale(c)), 200),
  )
  .delete(
    '/:id',
    describeRoute({
      ...signedInOperation,
      tags: TAGS,
      summary: 'Remove one of your notifications',
      responses: {
        200: json(RemoveResult, 'Removed: its id and the unread count'),
        ...errorResponses,
        ...signedInOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    async (c) => c.json(await removeNotification(c.var.db, c.var.user.id, c.req.valid('param').id), 200),
  )
