/** What `db:backup` and `db:restore` share: the Postgres advice and a plain stop. */
export const POSTGRES_BACKUP =
  'back Postgres up with `pg_dump --format=custom --file=homecooked.dump "$DATABASE_URL"` and restore with ' +
  '`pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" homecooked.dump` (see the README).'

/** Prints the message (an error's message, for a data directory in use) and exits. */
export function failPlainly(reason: unknown, code = 1): never {
  console.error(reason instanceof Error ? reason.message : String(reason))
  process.exit(code)
}
