/**
 * A signed-in shopper with an address and a cart that reaches its kitchen's minimum, made through
 * the public API as the web would: the benchmark's signed-in pages send its cookies.
 */
type Json = Record<string, unknown>

async function api(origin: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as Json
}

export async function signedInShopper(origin: string): Promise<{ cookie: string }> {
  const email = `bench.${Date.now().toString(36)}@example.co.ke`
  await api(origin, 'POST', '/auth/account/register', {
    name: 'Bench',
    surname: 'Shopper',
    email,
    credential: { identifier: email, secret: 'Chapati na maharagwe 2026' },
  })
  const outbox = (await api(origin, 'GET', '/auth/dev/outbox')).data as { recipient: string; body: string }[]
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.recipient === email)?.body ?? '')?.[1]
  if (!code) throw new Error('No verification code in the outbox')
  const session = (
    await api(origin, 'POST', '/auth/verification/confirm', { token: code, identifier: email })
  ).data as { accessToken: string; refreshToken: string }
  const token = session.accessToken
  await api(
    origin,
    'POST',
    '/locations',
    {
      label: 'Home',
      neighbourhood: 'Kilimani',
      building: 'Jabavu Court',
      landmark: 'Yaya Centre',
      phone: '0712 345 678',
    },
    token,
  )
  const kitchen = (await api(origin, 'GET', '/kitchens/1')) as {
    minOrderKes: number
    meals: { id: number; priceKes: number }[]
  }
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('Kitchen 1 has no meals')
  const quantity = Math.max(1, Math.ceil(kitchen.minOrderKes / meal.priceKes))
  await api(origin, 'PUT', `/cart/items/${meal.id}`, { quantity }, token)
  // Production cookie names (NODE_ENV=production): what the browser would send.
  return { cookie: `__Host-hc_access=${token}; __Host-hc_refresh=${session.refreshToken}` }
}
