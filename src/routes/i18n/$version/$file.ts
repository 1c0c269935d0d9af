import { createFileRoute } from '@tanstack/react-router'
import { LOCALES } from '../../../i18n/locales'

const YEAR_S = 365 * 24 * 60 * 60

/**
 * A locale's catalogue as JSON, fetched by the browser before it hydrates a page (record 0015). The
 * current version is immutable for a year; an older build's version (a page cached before a
 * deployment) gets today's catalogue, revalidated each time, rather than a broken page.
 */
async function serveCatalogue({ params }: { params: { version: string; file: string } }): Promise<Response> {
  const locale = LOCALES.find((l) => `${l.file}.json` === params.file)
  if (!locale)
    return new Response('No such catalogue', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const { catalogueJson } = await import('../../../i18n/catalogue-json.server')
  const { json, version } = await catalogueJson(locale)
  return new Response(json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': params.version === version ? `public, max-age=${YEAR_S}, immutable` : 'no-cache',
    },
  })
}

export const Route = createFileRoute('/i18n/$version/$file')({
  server: { handlers: { GET: serveCatalogue } },
})
