import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { CatalogueVersion } from '../../contracts/catalogue.responses'
import { currentCatalogueVersion } from '../../domain/catalogue/catalogue-version'
import { json, publicOperation } from '../docs'
import type { ApiEnv } from '../env'

/**
 * The catalogue's version, bumped by every change to kitchens, meals, offers or documents: a web
 * tier on another host keys its kept pages by it (decision 0098), as the web in the API's own
 * process reads it from the database (decision 0014).
 */
export const catalogueVersionRoutes = new Hono<ApiEnv>().get(
  '/',
  describeRoute({
    ...publicOperation,
    tags: ['Site'],
    summary: "The catalogue's version",
    description:
      'A number that grows with every change to kitchens, meals, offers or their documents (not with portions sold). A client that keeps catalogue pages or answers may key them by it. Never cached.',
    responses: { 200: json(CatalogueVersion, 'The version now') },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ version: await currentCatalogueVersion(c.var.db) }, 200)
  },
)
