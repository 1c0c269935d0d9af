/**
 * The least word similarity (0–1) between a search's words and a name that counts as a typo of
 * them ('pilao' finds pilau). Every session on the app's database is given it as pg_trgm's
 * `word_similarity_threshold`, so that the `%>` operator, which the names' trigram indexes
 * (migration 0013) serve, means exactly this; `word_similarity(…) >= 0.4` written out is the same
 * test but reads every row (decision record 0105).
 */
const TYPO_SIMILARITY = 0.4

/**
 * What every Postgres connection starts with: the typo threshold, and no parallel workers. The
 * app's reads are short and bounded (decision 0105); a parallel plan for one of them waited
 * longer for its workers to start than they worked (a typo search's candidates: 72 ms in a Gather
 * whose workers took 14), and on a server shared by many shoppers the workers only take the
 * cores other requests are waiting for. A DATABASE_URL's own `options` come after these, so an
 * operator can still set either.
 */
export function sessionOptions(url: string): string {
  const own = new URL(url).searchParams.get('options')
  return [
    `-c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`,
    '-c max_parallel_workers_per_gather=0',
    own,
  ]
    .filter(Boolean)
    .join(' ')
}

/** The threshold on PGlite's one session (it has no parallel workers). */
export const PGLITE_SESSION_STATEMENT = `SET pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`
