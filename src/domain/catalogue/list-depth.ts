import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { items, providers } from '../../db/schema'
import { offsetOf, type Page, type PageRequest, toPage } from '../common/pagination'

/**
 * How far a catalogue list is counted and paged (decision 0105), so that neither costs more as
 * the catalogue grows: an exact count of 259,000 meals read them all, and page 5,000 skipped
 * 75,000 rows. Storefronts do the same ("100+ results"); past the count the shopper narrows the
 * list with a filter or a search.
 */

/** The deepest result a page reaches; a page past it has no items, as a page past the end. */
const LIST_DEPTH = 1_000

/**
 * How deep search reaches: it ranks the first SEARCH_DEPTH + 1 matches the indexes find, and
 * counts no further. Ranking is the part of a search that grows with its candidates; at 200 a
 * word 25,000 meals share costs what a word of 30 does (decision record 0105). Nobody pages past
 * ten pages of search results: they type more.
 */
export const SEARCH_DEPTH = 200

/** How many results past the page's last the count looks: enough to say "More than 100" and page on. */
const COUNT_AHEAD = 100

/**
 * How far this page's count looks, in whole hundreds so the shopper reads "More than 200 meals":
 * while it stops short, there is a next page.
 */
const horizonOf = (request: PageRequest) =>
  Math.min(Math.ceil((offsetOf(request) + request.perPage + COUNT_AHEAD) / 100) * 100, LIST_DEPTH)

export const pastDepth = (request: PageRequest) => offsetOf(request) >= LIST_DEPTH

/**
 * How many of the list's rows match, counted up to one past the page's horizon (the planner stops
 * there). The count walks an index's order (kitchens best rated first, meals by id), whatever the
 * page's sort: unordered, the planner reckoned a limit of 201 reached early in a sequential scan
 * of the whole table, which holds only where matches are spread evenly; ordered, a scan costs a
 * sort of every match, so it walks the order's index, or a filter's own index and sorts the few
 * it finds (a kitchen's meals). The page's own sort may be a computed one no index keeps.
 */
export async function countAhead(
  db: Db,
  table: 'kitchens' | 'meals',
  where: SQL | undefined,
  request: PageRequest,
): Promise<number> {
  const matching =
    table === 'kitchens'
      ? db
          .select({ one: sql`1` })
          .from(providers)
          .where(where)
          .orderBy(desc(providers.rating), asc(providers.id))
      : db
          .select({ one: sql`1` })
          .from(items)
          .innerJoin(providers, eq(items.providerId, providers.id))
          .where(where)
          .orderBy(asc(items.id))
  const [row] = await db.select({ n: count() }).from(matching.limit(horizonOf(request) + 1).as('ahead'))
  return row?.n ?? 0
}

/** The page of a list counted by countAhead: a total past the horizon stops there and says so. */
export function toCountedPage<T>(rows: T[], counted: number, request: PageRequest): Page<T> {
  const horizon = horizonOf(request)
  const capped = counted > horizon
  return toPage(rows, capped ? horizon : counted, request, capped)
}
