import { type AnyColumn, and, asc, count, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { KitchenPage, MealPage, SearchResults, Suggestion } from '../../contracts/catalogue.responses'
import type { Db } from '../../db/client'
import { items, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import type { ContentLanguage } from '../../lib/content-languages'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { withDeliveringKitchens } from './delivery-day'
import { kitchenFilter, type ListFilters, mealFilter } from './filters'
import { summaryColumns, toSummary } from './kitchens'
import { SEARCH_DEPTH } from './list-depth'
import { mealColumns, toMeal, visibleItem } from './meals'

/**
 * One search across kitchens and meals (SPEC §1): Postgres full-text search over the weighted
 * vectors of migration 0010 (name > cuisines and tags > description), every word matched as a
 * prefix so results come while typing, plus trigram word similarity on the name so a typo
 * ('pilao', 'chapatti') still finds the dish. Accents never matter: both sides go through
 * search_text(), which strips them.
 */

/** Words of the query that count; a longer query is cut, not refused. */
const MAX_TERMS = 8

/** The query's words, lower-cased and without accents: letters and digits only, so safe in a tsquery. */
function searchTerms(query: string): string[] {
  const words =
    query
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return words.slice(0, MAX_TERMS)
}

/**
 * The match of a query against a table's vector and name, in two parts: its words (every word
 * starts a word of the text) and a typo of them (the name alone); and its score.
 */
type Matcher = { words: SQL; typo: SQL; typoDistance: SQL; where: SQL; score: SQL<number> }

/** The match and the score of a query against a table's vector and name. */
function matcher(terms: string[], vector: AnyColumn, name: AnyColumn): Matcher {
  // Every word must start a word of the text: 'suku wik' finds Sukuma Wiki as it is typed.
  const prefixQuery = sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`
  const typed = terms.join(' ')
  const similarity = sql`word_similarity(${typed}, search_text(${name}))`
  // `%>` is word_similarity at the session's threshold (src/db/session-settings.ts): the name's trigram
  // index answers it, and the text vector's GIN index the prefix match (decision record 0105).
  const words = sql`${vector} @@ ${prefixQuery}`
  const typo = sql`search_text(${name}) %> ${typed}`
  return {
    words,
    typo,
    // pg_trgm's word-similarity distance, which the names' GiST index orders by (migration 0035).
    typoDistance: sql`search_text(${name}) <->> ${typed}`,
    where: sql`(${words} or ${typo})`,
    // The words before a typo of them: a name merely like what was typed never outranks one saying it.
    score: sql<number>`((case when ${words} then 1 else 0 end) + ts_rank(${vector}, ${prefixQuery}) + ${similarity})`,
  }
}

/** The lists' filters narrow search too (decision 0042); its order stays the match's. */
type SearchOptions = PageRequest &
  Omit<ListFilters, 'sort'> & {
    q: string
    services: readonly Service[]
    service?: Service
    now?: Date
    language?: ContentLanguage | undefined
  }

async function searchKitchens(db: Db, options: SearchOptions): Promise<KitchenPage> {
  const terms = searchTerms(options.q)
  const service = options.service ?? 'food'
  if (!options.services.includes(service) || terms.length === 0) return toPage([], 0, options)
  const match = matcher(terms, providers.searchVector, providers.name)
  const now = options.now ?? new Date()
  const among = and(eq(providers.service, service), eq(providers.active, true), kitchenFilter(options, now))
  const ranked = await rankedPage(db, 'kitchens', among, match, options)
  const rows = await kitchensById(db, ranked.ids)
  return toSearchPage(
    rows.map((row) => toSummary(row, now, options.language)),
    ranked.found,
    options,
  )
}

async function searchMeals(db: Db, options: SearchOptions): Promise<MealPage> {
  const terms = searchTerms(options.q)
  const service = options.service ?? 'food'
  if (!options.services.includes(service) || terms.length === 0) return toPage([], 0, options)
  const match = matcher(terms, items.searchVector, items.name)
  const among = and(visibleItem(service), mealFilter(options, options.now ?? new Date()))
  const ranked = await rankedPage(db, 'meals', among, match, options)
  const rows = await mealsById(db, ranked.ids)
  return toSearchPage(
    rows.map((row) => toMeal(row, options.now, options.language)),
    ranked.found,
    options,
  )
}

/** The rows of these ids, in the ids' order (a ranked page's). */
async function kitchensById(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  const rows = await db.select(summaryColumns).from(providers).where(inArray(providers.id, ids))
  return inOrderOf(ids, rows)
}

async function mealsById(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select(mealColumns)
    .from(items)
    .innerJoin(providers, eq(items.providerId, providers.id))
    .where(inArray(items.id, ids))
  return inOrderOf(ids, rows)
}

function inOrderOf<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** A search's page: its count is of the candidates ranked, so past SEARCH_DEPTH it says "more". */
function toSearchPage<T>(rows: T[], found: number, request: PageRequest) {
  const capped = found > SEARCH_DEPTH
  return toPage(rows, capped ? SEARCH_DEPTH : found, request, capped)
}

type Ranked = { ids: number[]; scores: number[]; found: number }

/**
 * One page of the matches among `among`, best score first, then the kitchen's rating: their ids
 * and scores, and how many matches were ranked. Search ranks only the first SEARCH_DEPTH + 1
 * matches the indexes find (decision 0105), so a word thousands of meals share costs a bounded
 * sort, not one of them all: those matching the words first, and typos of them only while too
 * few do, so near names never crowd out the dish asked for. The count comes with the page (a
 * window over the candidates), so no second walk of the matches counts them; only a page past
 * the last asks for the count alone.
 */
async function rankedPage(
  db: Db,
  table: 'kitchens' | 'meals',
  among: SQL | undefined,
  match: Matcher,
  request: PageRequest,
): Promise<Ranked> {
  // The same selection from either table, so the two parts make one union.
  const columns = {
    id: sql<number>`${table === 'kitchens' ? providers.id : items.id}`.as('id'),
    rating: sql<number>`${providers.rating}`.as('rating'),
    score: sql<number>`${match.score}`.as('score'),
  }
  const matching = (where: SQL | undefined, order?: SQL) => {
    const query =
      table === 'kitchens'
        ? db.select(columns).from(providers).where(where)
        : db.select(columns).from(items).innerJoin(providers, eq(items.providerId, providers.id)).where(where)
    return (order ? query.orderBy(order) : query).limit(SEARCH_DEPTH + 1)
  }
  const candidates = unionAll(
    matching(and(among, match.words)),
    // The nearest names first: when more than the depth read alike, the closest are ranked.
    matching(and(among, match.typo, not(match.words)), match.typoDistance),
  )
    .limit(SEARCH_DEPTH + 1)
    .as('candidates')
  const offset = offsetOf(request)
  // The sentinel past SEARCH_DEPTH only says that more match; no page shows it.
  const size = Math.min(request.perPage, SEARCH_DEPTH - offset)
  // Candidates through the indexes only: a planner sure that 201 matches lie a few thousand rows
  // into a sequential scan is wrong where the matches cluster (one kitchen's copies, a day's
  // imports), and the scan then reads the table up to them. The word index's bitmap and the
  // names' GiST scan stop at the candidates wherever they lie (decision 0105).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    const page =
      size > 0
        ? await tx
            .select({
              id: candidates.id,
              score: candidates.score,
              found: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(candidates)
            .orderBy(desc(candidates.score), desc(candidates.rating), asc(candidates.id))
            .limit(size)
            .offset(offset)
        : []
    // An empty first page, or one that stops short of its size, says how many there are itself.
    const found =
      page[0]?.found ?? (offset === 0 ? 0 : ((await tx.select({ n: count() }).from(candidates))[0]?.n ?? 0))
    return { ids: page.map((row) => row.id), scores: page.map((row) => Number(row.score)), found }
  })
}

/** Kitchens and meals, each ranked, paged together (the same page of both lists). */
export async function searchCatalogue(db: Db, options: SearchOptions): Promise<SearchResults> {
  const now = options.now ?? new Date()
  const filters = await withDeliveringKitchens(db, { ...options, now }, now)
  const [kitchens, meals] = await Promise.all([searchKitchens(db, filters), searchMeals(db, filters)])
  return { kitchens, meals }
}

/**
 * What to offer while the shopper types: the best names of both kinds, merged by score. A dish
 * many kitchens cook is offered once (its name), linking to the best-ranked of them.
 */
export async function suggest(
  db: Db,
  options: { q: string; limit: number; services: readonly Service[]; service?: Service },
): Promise<Suggestion[]> {
  const terms = searchTerms(options.q)
  const service = options.service ?? 'food'
  if (!options.services.includes(service) || terms.length === 0) return []
  const kitchenMatch = matcher(terms, providers.searchVector, providers.name)
  const mealMatch = matcher(terms, items.searchVector, items.name)
  const activeKitchens = and(eq(providers.service, service), eq(providers.active, true))
  const first = (perPage: number) => ({ page: 1, perPage })
  const [rankedKitchens, rankedMeals] = await Promise.all([
    rankedPage(db, 'kitchens', activeKitchens, kitchenMatch, first(options.limit)),
    rankedPage(db, 'meals', visibleItem(service), mealMatch, first(options.limit * 4)),
  ])
  const [kitchenNames, mealNames] = await Promise.all([
    rankedKitchens.ids.length === 0
      ? []
      : db
          .select({
            id: providers.id,
            name: providers.name,
            detail: sql<string>`${providers.neighbourhood}::text`,
          })
          .from(providers)
          .where(inArray(providers.id, rankedKitchens.ids)),
    rankedMeals.ids.length === 0
      ? []
      : db
          .select({ id: items.id, name: items.name, detail: providers.name })
          .from(items)
          .innerJoin(providers, eq(items.providerId, providers.id))
          .where(inArray(items.id, rankedMeals.ids)),
  ])
  const scored = (ranked: Ranked, rows: { id: number; name: string; detail: string }[]) => {
    const scores = new Map(ranked.ids.map((id, at) => [id, ranked.scores[at] ?? 0]))
    return inOrderOf(ranked.ids, rows).map((row) => ({ ...row, score: scores.get(row.id) ?? 0 }))
  }
  const kitchens = scored(rankedKitchens, kitchenNames)
  const meals = scored(rankedMeals, mealNames)
  const seen = new Set<string>()
  const distinctMeals = meals.filter((meal) => {
    const key = meal.name.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return [
    ...kitchens.map((row) => ({ ...row, kind: 'kitchen' as const })),
    ...distinctMeals.map((row) => ({ ...row, kind: 'meal' as const })),
  ]
    .sort((a, b) => Number(b.score) - Number(a.score))
    .slice(0, options.limit)
    .map(({ kind, id, name, detail }) => ({ kind, id, name, detail }))
}
