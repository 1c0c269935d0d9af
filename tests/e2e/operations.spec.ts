import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { untilServing } from '../fixtures/until-serving'
import { expect, test } from './fixtures'

/**
 * Against `npm run serve`'s script in its own process (like lifecycle.spec.ts): the request log
 * (decision 0026) and SIGTERM under load (README's Operations). Ports come after E2E_PORT's.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 70

/** Servers still running when a test ends (a timeout) are killed, never left holding a port. */
const started: ChildProcess[] = []
test.afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Behind one trusted proxy: each request below is its own shopper for the rate limits.
      TRUST_PROXY: 'true',
      DEV_OUTBOX: 'true',
      MPESA_SIMULATOR: 'false',
      // Its "serving" line is what the tests wait for (untilServing), and the log test reads its lines.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => (stdout += chunk))
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

async function waitUntilServing(port: number, child: ChildProcess) {
  // The server's own "serving" line, then one ping: no retry loop on a fixed delay.
  await untilServing(child)
  expect((await fetch(`http://127.0.0.1:${port}/api/auth/ping`)).ok).toBe(true)
}

const address = () => `203.0.113.${Math.floor(Math.random() * 254) + 1}`

test.describe.configure({ mode: 'serial', timeout: 300_000 })

test('one JSON log line per request, its id answered, and no password, token, code or personal data', async () => {
  const port = BASE_PORT
  const server = startServer(port, mkdtempSync(join(tmpdir(), 'homecooked-logs-')))
  await waitUntilServing(port, server.child)
  const origin = `http://127.0.0.1:${port}`
  const tag = Date.now().toString(36)
  const secrets = {
    password: `Ugali na sukuma ${tag}`,
    email: `wanjiru.${tag}@example.co.ke`,
    phone: '0722 123 456',
    phoneInternational: '254722123456',
    message: `Please call me back about catering ${tag}`,
    inquirer: `Wanjiru Mwangi ${tag}`,
  }
  const json = { 'Content-Type': 'application/json', 'X-Forwarded-For': address() }
  const ids: { id: string | null; path: string; status: number }[] = []
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${origin}${path}`, init)
    ids.push({ id: response.headers.get('x-request-id'), path, status: response.status })
    return response
  }

  expect(
    (
      await call('/api/auth/account/register', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          name: 'Wanjiru',
          surname: 'Mwangi',
          email: secrets.email,
          credential: { identifier: secrets.email, secret: secrets.password },
        }),
      })
    ).status,
  ).toBeLessThan(300)
  const outbox = (await (await call('/api/auth/dev/outbox', { headers: json })).json()) as {
    data: { recipient: string; body: string }[]
  }
  const code = /\b(\d{6})\b/.exec(outbox.data.find((m) => m.recipient === secrets.email)?.body ?? '')?.[1]
  expect(code).toBeTruthy()
  const verified = await call('/api/auth/verification/confirm', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ identifier: secrets.email, token: code }),
  })
  expect(verified.status).toBe(200)
  const { data: session } = (await verified.json()) as { data: { accessToken: string; refreshToken: string } }
  const signedIn = await call('/api/auth/account/authenticate', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ identifier: secrets.email, secret: secrets.password }),
  })
  expect(signedIn.status).toBe(200)
  await call('/api/auth/account/authenticate', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ identifier: secrets.email, secret: `${secrets.password} wrong` }),
  })
  const inquiry = await call('/api/inquiries', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      kind: 'contact',
      name: secrets.inquirer,
      email: secrets.email,
      phone: secrets.phone,
      message: secrets.message,
    }),
  })
  expect(inquiry.status).toBeLessThan(300)
  await call('/api/auth/user/me', { headers: { Authorization: `Bearer ${session.accessToken}` } })
  await call(`/food/search?q=${encodeURIComponent(secrets.inquirer)}`)
  await call(`/auth/reset-password?token=${session.refreshToken}`)
  await call('/api/payments/mpesa/callback/a-secret-callback-path-segment', {
    method: 'POST',
    headers: json,
    body: '{}',
  })

  server.child.kill('SIGTERM')
  expect(await server.exited, server.stderr()).toBe(0)
  const output = server.stdout() + server.stderr()
  for (const [what, value] of Object.entries({
    ...secrets,
    code: code ?? '',
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    callbackSecret: 'a-secret-callback-path-segment',
  }))
    expect(output.includes(value), `the log holds the ${what}`).toBe(false)

  const lines = server
    .stdout()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string; requestId?: string; path?: string; status?: number })
  for (const { id, path, status } of ids) {
    expect(id, `${path} answers a request id`).toMatch(/^[\w.-]{8,100}$/)
    const logged = lines.filter((line) => line.msg === 'request' && line.requestId === id)
    expect(logged, `one line for ${path}`).toHaveLength(1)
    expect(logged[0]?.path).toBe(new URL(path, origin).pathname.replace(/callback\/.*/, 'callback/[secret]'))
    expect(logged[0]?.status).toBe(status)
  }
})

/** A request on its own connection; resolves when it is written out on its connection (isSent), and again with its answer. */
function sendOnItsOwnConnection(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  let sent: () => void = () => {}
  // Connected and the whole request written to the socket: in flight, whether the server has
  // accepted the connection yet or it still waits in the listen backlog.
  const isSent = new Promise<void>((resolve) => {
    sent = resolve
  })
  const answer = new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, method, path, headers, agent: false },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => (text += chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
          )
          response.on('error', reject)
        },
      )
      request.on('finish', sent)
      request.on('error', reject)
      request.end(body)
    },
  )
  return { isSent, answer }
}

// The requests are all connected before the signal, some still in the listen backlog of a busy
// server: the stop keeps accepting until quiet, or closing the listener would reset them.
test('SIGTERM under load: every request in flight gets its whole answer, no write is lost, exit 0', async () => {
  const port = BASE_PORT + 1
  const dataDir = mkdtempSync(join(tmpdir(), 'homecooked-sigterm-'))
  const first = startServer(port, dataDir)
  await waitUntilServing(port, first.child)
  const origin = `http://127.0.0.1:${port}`

  // Decision 0028: a second server on the same data directory stops, naming the first.
  const intruder = startServer(port + 1, dataDir)
  expect(await intruder.exited).toBe(1)
  expect(intruder.stderr()).toContain(`is in use by process ${first.child.pid}`)

  const meal = ((await (await fetch(`${origin}/api/meals?perPage=1`)).json()) as { items: { id: number }[] })
    .items[0]
  expect(meal).toBeDefined()

  const pages = Array.from({ length: 20 }, (_, i) =>
    sendOnItsOwnConnection(port, 'GET', i % 2 ? '/food/kitchens' : '/food/kitchens/1', {}),
  )
  const reads = Array.from({ length: 20 }, () => sendOnItsOwnConnection(port, 'GET', '/api/kitchens', {}))
  // Writes: each a new visitor cart with one meal, to be found again after the restart.
  const writes = Array.from({ length: 20 }, () =>
    sendOnItsOwnConnection(
      port,
      'PUT',
      `/api/cart/items/${meal?.id}`,
      { 'Content-Type': 'application/json', 'X-Forwarded-For': address() },
      JSON.stringify({ quantity: 2 }),
    ),
  )
  const all = [...pages, ...reads, ...writes]
  // Every request written out, then the signal at once: each is in flight when it comes, which is
  // what the stop must honour (no pause on a fixed delay: the state is known, not hoped for).
  await Promise.all(all.map((request) => request.isSent))
  first.child.kill('SIGTERM')

  const answers = await Promise.all(all.map((request) => request.answer))
  for (const page of answers.slice(0, 20)) {
    expect(page.status).toBe(200)
    expect(page.body.trimEnd()).toMatch(/<\/html>$/)
  }
  for (const read of answers.slice(20, 40)) {
    expect(read.status).toBe(200)
    expect((JSON.parse(read.body) as { items: unknown[] }).items.length).toBeGreaterThan(0)
  }
  const tokens = answers.slice(40).map((write) => {
    expect(write.status, write.body).toBe(200)
    return String(write.headers['x-cart-token'])
  })
  expect(await first.exited, first.stderr()).toBe(0)
  expect(first.stdout()).toContain('Stopped cleanly')

  // Every acknowledged cart survived the stop.
  const second = startServer(port, dataDir)
  await waitUntilServing(port, second.child)
  for (const token of tokens) {
    const cart = (await (
      await fetch(`${origin}/api/cart`, { headers: { 'X-Cart-Token': token } })
    ).json()) as {
      groups?: { items: { quantity: number }[] }[]
    }
    expect(JSON.stringify(cart), `cart ${token}`).toContain('"quantity":2')
  }
  second.child.kill('SIGTERM')
  expect(await second.exited).toBe(0)
})
