/**
 * Grows the demo catalogue to `size` times its food kitchens and meals, for `npm run bench:scale`
 * and the query-plan test (tests/api/catalogue-plans.test.ts): copies of the seed's kitchens,
 * each moved up to ~5 km over Nairobi, its rating within ±0.5 and its delivery fee within ±20 %,
 * with copies of their meals (prices within ±20 %) and of their checked documents. Plain SQL,
 * so it runs on Postgres and PGlite alike; `run` is one statement on the database.
 */
export type Run = (text: string) => Promise<Record<string, unknown>[]>

const columnsOf = async (run: Run, table: string, left: string[]) =>
  (
    await run(
      `select column_name from information_schema.columns where table_name = '${table}' and column_name not in (${left.map((c) => `'${c}'`).join(', ')}) order by ordinal_position`,
    )
  ).map((c) => String(c.column_name))

export async function growCatalogue(run: Run, size: number, seedCount: number) {
  const [counted] = await run("select count(*)::int n from providers where service = 'food'")
  const n = Number(counted?.n ?? 0)
  const copies = Math.round((size * seedCount - n) / seedCount)
  if (copies > 0) await copyCatalogue(run, copies, Math.max(1, Math.round(n / seedCount)))
  // As an operator after a bulk load, at every size alike: vacuumed (hint bits set, the
  // visibility map written) and analysed now, so neither autovacuum nor a first read's page
  // writes land among the timings.
  await run('vacuum analyze')
}

/** `copies` more copies of the seed's food kitchens, numbered from `start`. */
async function copyCatalogue(run: Run, copies: number, start: number) {
  const columns = await columnsOf(run, 'providers', ['id', 'search_vector', 'created_at'])
  const changed: Record<string, string> = {
    slug: "p.slug || '-copy-' || g",
    name: "p.name || ' ' || g",
    lat: 'p.lat + (random() - 0.5) * 0.09',
    lng: 'p.lng + (random() - 0.5) * 0.09',
    rating: 'least(5, greatest(3.5, round((p.rating + (random() - 0.5))::numeric, 1)))',
    rating_count: 'floor(random() * 400)::int',
    delivery_fee_kes: 'greatest(0, round(p.delivery_fee_kes * (0.8 + random() * 0.4)))::int',
  }
  await run(
    `insert into providers (${columns.join(', ')})
     select ${columns.map((c) => changed[c] ?? `p.${c}`).join(', ')}
     from providers p, generate_series(${start}, ${start + copies - 1}) g
     where p.service = 'food' and p.slug not like '%-copy-%'`,
  )
  const itemColumns = await columnsOf(run, 'items', ['id', 'search_vector', 'created_at', 'provider_id'])
  const itemChanged: Record<string, string> = {
    price_kes: 'greatest(1, round(i.price_kes * (0.8 + random() * 0.4)))::int',
  }
  await run(
    `insert into items (provider_id, ${itemColumns.join(', ')})
     select c.id, ${itemColumns.map((col) => itemChanged[col] ?? `i.${col}`).join(', ')}
     from providers c
     join providers o on c.slug like o.slug || '-copy-%' and o.slug not like '%-copy-%'
     join items i on i.provider_id = o.id
     where not exists (select 1 from items x where x.provider_id = c.id) and i.archived_at is null`,
  )
  await run(
    `insert into kitchen_documents (provider_id, kind, expires_on, checked_at)
     select c.id, d.kind, d.expires_on, d.checked_at
     from providers c
     join providers o on c.slug like o.slug || '-copy-%' and o.slug not like '%-copy-%'
     join kitchen_documents d on d.provider_id = o.id
     on conflict do nothing`,
  )
}
