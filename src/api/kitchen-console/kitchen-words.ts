import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import * as v from 'valibot'
import {
  KitchenProfile,
  KitchenProfileInput,
  KitchenWordsInput,
  LanguageParam,
  MealLanguageParam,
  MealWordsInput,
} from '../../contracts/kitchen-words.schemas'
import {
  readKitchenProfile,
  removeKitchenTranslation,
  saveKitchenProfile,
  saveKitchenTranslation,
  saveMealTranslation,
} from '../../domain/kitchen-console/kitchen-words'
import { CONTENT_LANGUAGES } from '../../lib/content-languages'
import { errorResponses, json, jsonBody, kitchenOnly, signedInOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'

const docs = (
  summary: string,
  responses: NonNullable<Parameters<typeof describeRoute>[0]['responses']>,
  description?: string,
) =>
  describeRoute({
    ...signedInOperation,
    tags: ['Kitchen'],
    summary,
    ...(description ? { description } : {}),
    responses: { ...responses, ...kitchenOnly },
  })

const MealTranslations = v.object({
  id: v.number(),
  translations: v.record(v.picklist(CONTENT_LANGUAGES), v.object({ description: v.string() })),
})

const LANGUAGES = `One of ${CONTENT_LANGUAGES.join(', ')}.`

/**
 * The kitchen's own words in the languages it writes (decision record 0104): shoppers read them
 * in their page's language (the catalogue's Accept-Language) when given, else in the kitchen's.
 */
export const kitchenWordsRoutes = new Hono<KitchenEnv>()
  .get(
    '/profile',
    docs("Your kitchen's tagline and story, the language you write them in, and their translations", {
      200: json(KitchenProfile, 'The words'),
    }),
    async (c) => c.json(await readKitchenProfile(c.var.db, c.var.kitchen.id), 200),
  )
  .put(
    '/profile',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary: 'Set your tagline and story, and the language they are in',
      description: `\`language\`: ${LANGUAGES} A translation into that language, kept from before, is removed. Tagline 2–120 characters, story up to 2,000.`,
      requestBody: jsonBody(KitchenProfileInput),
      responses: { 200: json(KitchenProfile, 'The words saved'), ...errorResponses, ...kitchenOnly },
    }),
    validator('json', KitchenProfileInput, validationFailed),
    async (c) => c.json(await saveKitchenProfile(c.var.db, c.var.kitchen.id, c.req.valid('json')), 200),
  )
  .put(
    '/profile/translations/:language',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary: 'Set your tagline and story in another language',
      description: `${LANGUAGES} Your own language is a 422 on \`language\` (\`words.ownLanguage\`).`,
      requestBody: jsonBody(KitchenWordsInput),
      responses: { 200: json(KitchenProfile, 'The words saved'), ...errorResponses, ...kitchenOnly },
    }),
    validator('param', LanguageParam, validationFailed),
    validator('json', KitchenWordsInput, validationFailed),
    async (c) => {
      const { language } = c.req.valid('param')
      return c.json(
        await saveKitchenTranslation(c.var.db, c.var.kitchen.id, language, c.req.valid('json')),
        200,
      )
    },
  )
  .delete(
    '/profile/translations/:language',
    docs('Remove a translation: shoppers in that language read your own words again', {
      200: json(KitchenProfile, 'The words'),
      ...errorResponses,
    }),
    validator('param', LanguageParam, validationFailed),
    async (c) =>
      c.json(await removeKitchenTranslation(c.var.db, c.var.kitchen.id, c.req.valid('param').language), 200),
  )
  .put(
    '/meals/:id/translations/:language',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen menu'],
      summary: "Set a meal's description in another language",
      description: `${LANGUAGES} 10–500 characters, as the meal's own. Your kitchen's own language is a 422 on \`language\`; another kitchen's meal is 404.`,
      requestBody: jsonBody(MealWordsInput),
      responses: {
        200: json(MealTranslations, "The meal's translations"),
        ...errorResponses,
        ...kitchenOnly,
      },
    }),
    validator('param', MealLanguageParam, validationFailed),
    validator('json', MealWordsInput, validationFailed),
    async (c) => {
      const { id, language } = c.req.valid('param')
      const { description } = c.req.valid('json')
      return c.json(await saveMealTranslation(c.var.db, c.var.kitchen.id, id, language, description), 200)
    },
  )
  .delete(
    '/meals/:id/translations/:language',
    docs("Remove a meal's description in a language", {
      200: json(MealTranslations, "The meal's translations"),
      ...errorResponses,
    }),
    validator('param', MealLanguageParam, validationFailed),
    async (c) => {
      const { id, language } = c.req.valid('param')
      return c.json(await saveMealTranslation(c.var.db, c.var.kitchen.id, id, language, null), 200)
    },
  )
