import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { latestMessages } from '../../domain/accounts/outbox'
import type { ApiEnv } from '../env'
import { ApiError } from '../errors'

/** Development only: the messages that would have gone out, for the /dev/outbox page and tests. */
export const devOutboxRoutes = new Hono<ApiEnv>().get(
  '/dev/outbox',
  describeRoute({
    tags: ['Development'],
    summary: 'The latest outgoing messages (not in production)',
    hide: true,
  }),
  async (c) => {
    if (!c.var.accounts.outboxListing) throw new ApiError(404, 'page.notFound')
    return c.json({ data: await latestMessages(c.var.db) }, 200)
  },
)
