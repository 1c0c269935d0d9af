import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import * as v from 'valibot'
import { Meal, MealDetail, MealPage, mealsQuery } from '../../contracts/catalogue.responses'
import { getMeal } from '../../domain/catalogue/meal-detail'
import { listMeals, relatedMeals } from '../../domain/catalogue/meals'
import { idParam } from '../../lib/schema-pieces'
import { catalogueListResponse, catalogueResponse } from '../catalogue-responses'
import { cachedJson, countedAhead, errorResponses, optionallySignedIn, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { ApiError, validationFailed } from '../errors'
import { askedLanguage } from './content-language'
import { placeAnswer, placeForList } from './shopper-place'
import { switchedOn } from './switched-on'

export const mealsRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    describeRoute({
      ...optionallySignedIn,
      tags: ['Food'],
      summary:
        "Meals (service=food, the default), or another switched-on service's items (products, produce, experiences, recipes; a switched-off service is 404), optionally of one kitchen; ingredientsOnly=true keeps grocery products some recipe uses; deliversToMe=true keeps meals of kitchens whose delivery radius covers the shopper's place (X-STORE-LOCATION: lat,lng, else the signed-in shopper's default address; neither is a 422); sort=distance puts meals of the nearest kitchens first; deliveryDay=YYYY-MM-DD (today to 6 days ahead, Nairobi) keeps meals with portions left that day whose kitchen delivers that day",
      responses: { ...cachedJson(MealPage, `A page of meals: ${countedAhead}`), 422: errorResponses[422] },
    }),
    validator('query', mealsQuery, validationFailed),
    async (c) => {
      const query = c.req.valid('query')
      switchedOn(c, query.service)
      const place = await placeForList(c, query)
      // Narrowed to the shopper's own place: theirs alone, read afresh (never kept for another).
      if (place)
        return placeAnswer(
          c,
          await listMeals(c.var.db, {
            ...query,
            ...place,
            services: c.var.services,
            language: askedLanguage(c),
          }),
        )
      return catalogueListResponse(c, () =>
        listMeals(c.var.db, { ...query, services: c.var.services, language: askedLanguage(c) }),
      )
    },
  )
  .get(
    '/:id',
    describeRoute({
      ...publicOperation,
      tags: ['Food'],
      summary:
        "One meal (or another switched-on service's item) with its kitchen and its options; a recipe with its grocery ingredients, a grocery product with the recipes using it",
      responses: { ...cachedJson(MealDetail, 'The meal'), ...errorResponses },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      const answer = await catalogueResponse(c, () =>
        getMeal(c.var.db, id, { services: c.var.services, language: askedLanguage(c) }),
      )
      if (!answer) throw new ApiError(404, 'catalog.mealNotFound', { id: ['catalog.noSuchMeal'] }, { id })
      return answer
    },
  )
  .get(
    '/:id/related',
    describeRoute({
      ...publicOperation,
      tags: ['Food'],
      summary: "Meals to try after this one: its kitchen's first, then kitchens cooking the same cuisines",
      responses: { ...cachedJson(v.array(Meal), 'Up to four other meals'), ...errorResponses },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      const answer = await catalogueResponse(c, () =>
        relatedMeals(c.var.db, id, { services: c.var.services, language: askedLanguage(c) }),
      )
      if (!answer) throw new ApiError(404, 'catalog.mealNotFound', { id: ['catalog.noSuchMeal'] }, { id })
      return answer
    },
  )
