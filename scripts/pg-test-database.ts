/**
 * CI helper: `create` makes a fresh, uniquely named database on the Postgres at PG_ADMIN_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) and prints its URL; `drop NAME` removes
 * it. Exits 3 when no Postgres answers, so CI can say so plainly and carry on.
 */
import pg from 'pg'

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const [command, name] = process.argv.slice(2)

const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
try {
  await client.connect()
} catch (error) {
  console.error(`No Postgres answers at ${adminUrl}: ${error instanceof Error ? error.message : error}`)
  process.exit(3)
}
try {
  if (command === 'create') {
    const database = `homecooked_test_${Date.now()}_${process.pid}`
    await client.query(`create database "${database}"`)
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    console.log(url.toString())
  } else if (command === 'drop' && name && /^homecooked_test_\d+_\d+$/.test(name)) {
    await client.query(`drop database if exists "${name}" with (force)`)
  } else {
    console.error('usage: pg-test-database.ts create | drop homecooked_test_<n>_<pid>')
    process.exit(2)
  }
} finally {
  await client.end()
}
