import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { Favorites } from '../../contracts/favorites.responses'
import { FavoriteTarget } from '../../contracts/favorites.schemas'
import { listFavorites, setFavorite } from '../../domain/favorites/favorites'
import { requireSession } from '../auth/session-guard'
import { errorResponses, json, signedInOnly, signedInOperation } from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'

/** The signed-in shopper's saved kitchens and meals. */
export const favoritesRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get(
    '/',
    describeRoute({
      ...signedInOperation,
      tags: ['Favorites'],
      summary: 'Your saved kitchens and meals',
      responses: { 200: json(Favorites, 'Saved'), ...signedInOnly },
    }),
    async (c) => c.json(await listFavorites(c.var.db, c.var.user.id), 200),
  )
  .put(
    '/:kind/:id',
    describeRoute({
      ...signedInOperation,
      tags: ['Favorites'],
      summary: 'Save a kitchen or meal',
      responses: { 200: json(Favorites, 'Saved'), ...errorResponses, ...signedInOnly },
    }),
    validator('param', FavoriteTarget, validationFailed),
    async (c) => {
      const { kind, id } = c.req.valid('param')
      await setFavorite(c.var.db, c.var.user.id, kind, id, true)
      return c.json(await listFavorites(c.var.db, c.var.user.id), 200)
    },
  )
  .delete(
    '/:kind/:id',
    describeRoute({
      ...signedInOperation,
      tags: ['Favorites'],
      summary: 'Forget a saved kitchen or meal',
      responses: { 200: json(Favorites, 'Forgotten'), ...errorResponses, ...signedInOnly },
    }),
    validator('param', FavoriteTarget, validationFailed),
    async (c) => {
      const { kind, id } = c.req.valid('param')
      await setFavorite(c.var.db, c.var.user.id, kind, id, false)
      return c.json(await listFavorites(c.var.db, c.var.user.id), 200)
    },
  )
