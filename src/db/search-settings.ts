/**
 * The least word similarity (0–1) between a search's words and a name that counts as a typo of
 * them ('pilao' finds pilau). Every session on the app's database is given it as pg_trgm's
 * `word_similarity_threshold`, so that the `%>` operator, which the names' trigram indexes
 * (migration 0013) serve, means exactly this; `word_similarity(…) >= 0.4` written out is the same
 * test but reads every row (decision record 0105).
 */
const TYPO_SIMILARITY = 0.4

/** The threshold as a connection's startup option (Postgres) and as a statement (PGlite's one session). */
export const SEARCH_SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`
export const SEARCH_SESSION_STATEMENT = `SET pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`
