import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { getMeal, listMeals } from '../../domain/catalog/meals'
import { errorResponses, json, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { ApiError, validationFailed } from '../errors'
import { Meal, MealPage, mealsQuery } from '../schemas/catalog'
import { idParam } from '../schemas/common'

export const mealsRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    describeRoute({
      ...publicOperation,
      tags: ['Food'],
      summary: 'Meals, optionally of one kitchen',
      responses: { 200: json(MealPage, 'A page of meals'), 422: errorResponses[422] },
    }),
    validator('query', mealsQuery, validationFailed),
    async (c) => {
      const page = await listMeals(c.var.db, { ...c.req.valid('query'), services: c.var.services })
      return c.json(page, 200)
    },
  )
  .get(
    '/:id',
    describeRoute({
      ...publicOperation,
      tags: ['Food'],
      summary: 'One meal with its kitchen',
      responses: { 200: json(Meal, 'The meal'), ...errorResponses },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      const meal = await getMeal(c.var.db, id, { services: c.var.services })
      if (!meal) throw new ApiError(404, 'catalog.mealNotFound', { id: ['catalog.noSuchMeal'] }, { id })
      return c.json(meal, 200)
    },
  )
