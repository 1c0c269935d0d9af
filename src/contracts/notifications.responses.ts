import * as v from 'valibot'
import { pageOf } from './common.responses'

/** SPEC §3's notification item (img, title, date, id, link) and whether it was read. */
export const Notification = v.object({
  id: v.number(),
  kind: v.string(),
  /** In the request's Accept-Language. */
  title: v.string(),
  /** The title's message id and values, for a client that translates by itself. */
  titleId: v.string(),
  titleValues: v.record(v.string(), v.union([v.string(), v.number()])),
  img: v.nullable(v.string()),
  /** A path of the site without its locale prefix. */
  link: v.string(),
  date: v.string(),
  read: v.boolean(),
})
export type Notification = v.InferOutput<typeof Notification>

export const NotificationPage = v.object({
  ...pageOf(Notification).entries,
  unread: v.number(),
  /** The newest notification's id (0 when none): the live stream's `after`. */
  lastId: v.number(),
})
export type NotificationPage = v.InferOutput<typeof NotificationPage>

export const ReadAllResult = v.object({ marked: v.number(), unread: v.number() })
export type ReadAllResult = v.InferOutput<typeof ReadAllResult>

export const RemoveResult = v.object({ removed: v.number(), unread: v.number() })
export type RemoveResult = v.InferOutput<typeof RemoveResult>
