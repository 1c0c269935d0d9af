import * as v from 'valibot'
import { CONTENT_LANGUAGES } from '../lib/content-languages'
import { idParam, trimmedText } from '../lib/schema-pieces'
import { MEAL_DESCRIPTION } from './menu.schemas'

/**
 * A kitchen's own words (decision record 0104): the tagline under its name, the story on its
 * page, each meal's description, in the language it writes in and in any of the storefront's
 * others. The console's forms, their server functions and the API check the same schemas.
 */
const language = v.picklist(CONTENT_LANGUAGES, 'words.language')

export const KitchenWordsInput = v.object({
  tagline: trimmedText(2, 120, 'words.tagline'),
  story: trimmedText(0, 2000, 'words.story'),
})

/** Its own words and the language they are in. */
export const KitchenProfileInput = v.object({ language, ...KitchenWordsInput.entries })
export type KitchenProfileInput = v.InferOutput<typeof KitchenProfileInput>

/** A meal's description in another language: the menu's own limits. */
export const MealWordsInput = v.object({ description: MEAL_DESCRIPTION })

/** The language a translation is for, in the path. */
export const LanguageParam = v.object({ language })
export const MealLanguageParam = v.object({ ...idParam.entries, language })

export const KitchenProfile = v.object({
  /** The language the kitchen writes in: what shoppers read when their own is not given. */
  language: v.picklist(CONTENT_LANGUAGES),
  tagline: v.string(),
  story: v.string(),
  /** The same words in other languages, by language. */
  translations: v.record(v.picklist(CONTENT_LANGUAGES), v.object({ tagline: v.string(), story: v.string() })),
})
export type KitchenProfile = v.InferOutput<typeof KitchenProfile>
