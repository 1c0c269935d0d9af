import { createFileRoute } from '@tanstack/react-router'
import { scriptCookieAttributes } from '../lib/cookie-names'
import { isNeighbourhood } from '../lib/delivery-area'
import { NEIGHBOURHOOD_CENTRES } from '../lib/neighbourhood-centres'
import { STORE_LOCATION_COOKIE } from '../lib/store-location'

/** A day, as "Near me" keeps a shared place (src/lib/store-location.ts). */
const ONE_DAY_S = 24 * 60 * 60

/** Back to a page of this site only: a path, never another origin ("//host" or "/\host"). */
const safeBack = (back: FormDataEntryValue | null) =>
  typeof back === 'string' && /^\/(?![/\\])/.test(back) ? back : '/'

/**
 * The home page's "Deliver to" form without the page's script (with it, the page writes the same
 * cookie itself: src/lib/delivery-area.ts): an area of Nairobi, or "" to forget the place. A
 * cross-site post never gets here (src/server.ts refuses it first).
 */
async function chooseArea({ request }: { request: Request }): Promise<Response> {
  const form = await request.formData().catch(() => null)
  const area = form?.get('area')
  if (typeof area !== 'string' || (area !== '' && !isNeighbourhood(area)))
    return new Response('Choose an area of Nairobi from the list.', {
      status: 422,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  const cookie =
    area === ''
      ? `${STORE_LOCATION_COOKIE}=; ${scriptCookieAttributes(0)}`
      : `${STORE_LOCATION_COOKIE}=${NEIGHBOURHOOD_CENTRES[area].lat.toFixed(3)},${NEIGHBOURHOOD_CENTRES[area].lng.toFixed(3)}; ${scriptCookieAttributes(ONE_DAY_S)}`
  return new Response(null, {
    status: 303,
    headers: { Location: safeBack(form?.get('back') ?? null), 'Set-Cookie': cookie },
  })
}

export const Route = createFileRoute('/deliver-to')({
  server: { handlers: { POST: chooseArea } },
})
