import type { Context } from 'hono'
import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import {
  SearchResults,
  SuggestionList,
  searchQuery,
  suggestionsQuery,
} from '../../contracts/catalogue.responses'
import { SEARCH_DEPTH } from '../../domain/catalogue/list-depth'
import { searchCatalogue, suggest } from '../../domain/catalogue/ranked-search'
import { consume } from '../auth/rate-limits'
import { clientAddress } from '../auth/request-facts'
import { errorResponses, json, optionallySignedIn, publicOperation, tooManyResponse } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'
import { askedLanguage } from './content-language'
import { placeForList } from './shopper-place'
import { switchedOn } from './switched-on'

const searchBurst = tooManyResponse('A burst of searches from this address; Retry-After says when')

/** Searches and suggestions share one generous per-address burst budget (decision record 0032). */
const countSearch = (c: Context<ApiEnv>) => consume(c, [['searchesByAddress', clientAddress(c)]])

export const searchRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    describeRoute({
      ...optionallySignedIn,
      tags: ['Food'],
      summary:
        "One search across kitchens and meals (or another switched-on service's providers and items: service, default food; a switched-off one is 404), best match first: full-text (name, then cuisines and dietary tags, then description) with typos forgiven and accents ignored; the lists' filters (cuisine, dietary, avoid, openNow, verified, minRating, minPrice, maxPrice, bbox, deliversToMe, deliveryDay) narrow both, a meal by its kitchen's place and its own tags and price",
      responses: {
        200: json(
          SearchResults,
          `A page of kitchens and a page of meals, each ranked among its first ${SEARCH_DEPTH} matches (the words', then typos of them): total counts them, totalCapped: true says more match; pages reach them, a page past them has no items (type more words, or narrow with filters)`,
        ),
        422: errorResponses[422],
        ...searchBurst,
      },
    }),
    validator('query', searchQuery, validationFailed),
    async (c) => {
      const query = c.req.valid('query')
      switchedOn(c, query.service)
      await countSearch(c)
      // Search keeps its own order (the match): only the filter asks for the place.
      const deliversTo = (await placeForList(c, { deliversToMe: query.deliversToMe }))?.deliversTo
      const results = await searchCatalogue(c.var.db, {
        ...query,
        deliversTo,
        services: c.var.services,
        language: askedLanguage(c),
      })
      return c.json(results, 200)
    },
  )
  .get(
    '/suggestions',
    describeRoute({
      ...publicOperation,
      tags: ['Food'],
      summary: 'A few kitchen and dish names for what is being typed (each word a prefix, typos forgiven)',
      responses: {
        200: json(SuggestionList, 'Suggestions, best first'),
        422: errorResponses[422],
        ...searchBurst,
      },
    }),
    validator('query', suggestionsQuery, validationFailed),
    async (c) => {
      const { q, limit, service } = c.req.valid('query')
      switchedOn(c, service)
      await countSearch(c)
      const suggestions = await suggest(c.var.db, { q, limit, service, services: c.var.services })
      return c.json({ suggestions }, 200)
    },
  )
