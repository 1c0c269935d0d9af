import { and, eq, isNull, sql } from 'drizzle-orm'
import type { KitchenProfile, KitchenProfileInput } from '../../contracts/kitchen-words.schemas'
import type { Db } from '../../db/client'
import { items, providers } from '../../db/schema'
import type { ContentLanguage } from '../../lib/content-languages'
import { DomainError, invalidField } from '../common/errors'

/**
 * A kitchen's own words in the languages it writes (decision record 0104). Every write is one
 * statement on one row, so two saves at once leave one whole version; the providers and items
 * triggers move the catalogue version, so shoppers' pages show the new words at once.
 */

const profileColumns = {
  language: providers.contentLanguage,
  tagline: providers.tagline,
  story: providers.story,
  translations: providers.translations,
}

/** The kitchen's tagline and story, the language they are in and their translations. */
export async function readKitchenProfile(db: Db, kitchenId: number): Promise<KitchenProfile> {
  const [row] = await db.select(profileColumns).from(providers).where(eq(providers.id, kitchenId))
  if (!row) throw new DomainError('forbidden', 'kitchen.none')
  return row
}

/**
 * Its own words, and the language they are in. A translation into that language, kept from
 * before, goes: the kitchen's own words are now the ones in it.
 */
export async function saveKitchenProfile(
  db: Db,
  kitchenId: number,
  profile: KitchenProfileInput,
): Promise<KitchenProfile> {
  const [row] = await db
    .update(providers)
    .set({
      contentLanguage: profile.language,
      tagline: profile.tagline,
      story: profile.story,
      translations: sql`${providers.translations} - ${profile.language}::text`,
    })
    .where(eq(providers.id, kitchenId))
    .returning(profileColumns)
  if (!row) throw new DomainError('forbidden', 'kitchen.none')
  return row
}

/** Its tagline and story in another language; the language it writes in is refused (422). */
export async function saveKitchenTranslation(
  db: Db,
  kitchenId: number,
  language: ContentLanguage,
  words: { tagline: string; story: string },
): Promise<KitchenProfile> {
  const [row] = await db
    .update(providers)
    .set({
      translations: sql`${providers.translations} || jsonb_build_object(${language}::text, ${JSON.stringify(words)}::jsonb)`,
    })
    .where(and(eq(providers.id, kitchenId), sql`${providers.contentLanguage} <> ${language}`))
    .returning(profileColumns)
  if (!row) throw await refusal(db, kitchenId)
  return row
}

/** Takes a translation away; shoppers reading that language read the kitchen's own words again. */
export async function removeKitchenTranslation(
  db: Db,
  kitchenId: number,
  language: ContentLanguage,
): Promise<KitchenProfile> {
  const [row] = await db
    .update(providers)
    .set({ translations: sql`${providers.translations} - ${language}::text` })
    .where(eq(providers.id, kitchenId))
    .returning(profileColumns)
  if (!row) throw new DomainError('forbidden', 'kitchen.none')
  return row
}

/** Why a translation was not written: no such kitchen, or the language is its own. */
async function refusal(db: Db, kitchenId: number) {
  const [kitchen] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, kitchenId))
  return kitchen
    ? invalidField('language', 'words.ownLanguage')
    : new DomainError('forbidden', 'kitchen.none')
}

/** One of the kitchen's own meals, not archived: its description in other languages. */
const ownMeal = (kitchenId: number, id: number) =>
  and(eq(items.id, id), eq(items.providerId, kitchenId), isNull(items.archivedAt))

/**
 * A meal's description in another language than the kitchen's own (422 on `language` for that
 * one), or without it when `description` is null. 404 for a meal that is not the kitchen's.
 */
export async function saveMealTranslation(
  db: Db,
  kitchenId: number,
  id: number,
  language: ContentLanguage,
  description: string | null,
): Promise<{ id: number; translations: Partial<Record<ContentLanguage, { description: string }>> }> {
  const [kitchen] = await db
    .select({ language: providers.contentLanguage })
    .from(providers)
    .where(eq(providers.id, kitchenId))
  if (!kitchen) throw new DomainError('forbidden', 'kitchen.none')
  if (description !== null && kitchen.language === language)
    throw invalidField('language', 'words.ownLanguage')
  const translations =
    description === null
      ? sql`${items.translations} - ${language}::text`
      : sql`${items.translations} || jsonb_build_object(${language}::text, ${JSON.stringify({ description })}::jsonb)`
  const [row] = await db
    .update(items)
    .set({ translations })
    .where(ownMeal(kitchenId, id))
    .returning({ id: items.id, translations: items.translations })
  if (!row) throw new DomainError('not-found', 'menu.mealNotFound')
  return row
}
