import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { Kitchen, KitchenPage, kitchensQuery } from '../../contracts/catalogue.responses'
import { getKitchen, listKitchens } from '../../domain/catalogue/kitchens'
import { idParam } from '../../lib/schema-pieces'
import { catalogueListResponse, catalogueResponse } from '../catalogue-responses'
import { cachedJson, countedAhead, errorResponses, optionallySignedIn } from '../docs'
import type { ApiEnv } from '../env'
import { ApiError, validationFailed } from '../errors'
import { askedLanguage } from './content-language'
import { placeAnswer, placeForList, shopperPlace } from './shopper-place'
import { switchedOn } from './switched-on'

export const kitchensRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    describeRoute({
      ...optionallySignedIn,
      tags: ['Food'],
      summary:
        "Kitchens and restaurants (service=food, the default), or another switched-on service's providers (stores, farmers, chefs, creators; a switched-off service is 404), best rated first; searchKeyword matches name, tagline, area and cuisine; deliversToMe=true keeps those whose delivery radius covers the shopper's place (X-STORE-LOCATION: lat,lng, else the signed-in shopper's default address; neither is a 422); sort=distance puts the nearest to that place first; either gives each kitchen its distanceKm to that place; deliveryDay=YYYY-MM-DD (today to 6 days ahead, Nairobi) keeps those with a delivery slot that day (ASAP counts today) and a meal with portions left that day",
      responses: {
        ...cachedJson(KitchenPage, `A page of kitchens: ${countedAhead}`),
        422: errorResponses[422],
      },
    }),
    validator('query', kitchensQuery, validationFailed),
    async (c) => {
      const query = c.req.valid('query')
      switchedOn(c, query.service)
      const place = await placeForList(c, query)
      // Narrowed to the shopper's own place: theirs alone, read afresh (never kept for another).
      if (place)
        return placeAnswer(
          c,
          await listKitchens(c.var.db, {
            ...query,
            ...place,
            services: c.var.services,
            language: askedLanguage(c),
          }),
        )
      return catalogueListResponse(c, () =>
        listKitchens(c.var.db, { ...query, services: c.var.services, language: askedLanguage(c) }),
      )
    },
  )
  .get(
    '/:id',
    describeRoute({
      ...optionallySignedIn,
      tags: ['Food'],
      summary:
        "One kitchen (or another switched-on service's provider) with its story, opening hours and meals, and its delivery fee and ETA to the shopper's place (X-STORE-LOCATION: lat,lng, else the signed-in shopper's default address)",
      responses: { ...cachedJson(Kitchen, 'The kitchen'), ...errorResponses },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      const missing = () =>
        new ApiError(404, 'catalog.kitchenNotFound', { id: ['catalog.noSuchKitchen'] }, { id })
      const deliverTo = await shopperPlace(c)
      // A quote to the shopper's own place is theirs: read afresh. Everyone else shares one answer.
      if (deliverTo) {
        const kitchen = await getKitchen(c.var.db, id, {
          services: c.var.services,
          deliverTo,
          language: askedLanguage(c),
        })
        if (!kitchen) throw missing()
        return c.json(kitchen, 200)
      }
      const answer = await catalogueResponse(c, () =>
        getKitchen(c.var.db, id, { services: c.var.services, language: askedLanguage(c) }),
      )
      if (!answer) throw missing()
      return answer
    },
  )
