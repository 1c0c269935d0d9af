import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toJSONAsync } from 'seroval'
import { untilServing } from '../fixtures/until-serving'
import { expect, test } from './fixtures'

/**
 * Server functions (`/_serverFn/<id>`) over real HTTP against the served build, in a process of
 * their own behind a stand-in TLS proxy: PUBLIC_URL is https://homecooked.example while the
 * requests arrive over plain http on 127.0.0.1 (decision records 0010, 0027 and 0059).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 60
const ORIGIN = `http://127.0.0.1:${PORT}`
const PUBLIC_URL = 'https://homecooked.example'
const MiB = 1024 * 1024

let server: ChildProcess | undefined
test.afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
})

test.describe.configure({ timeout: 300_000 })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'homecooked-serverfn-')),
      NODE_ENV: 'production',
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      MPESA_SIMULATOR: 'false',
      // info: untilServing reads the "serving" line from the log.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // The server's own "serving" line (a fresh database migrates and seeds first), then one ping:
  // no retry loop on a fixed delay.
  // Keep the log flowing once the line is read: a full pipe would stall the server's writes.
  server.stdout?.on('data', () => {})
  await untilServing(server)
  expect((await fetch(`${ORIGIN}/api/auth/ping`)).ok).toBe(true)
})

/** A server function's id in the build (Start names each by a hash of its file and name). */
function serverFnId(name: string): string {
  const entry = readFileSync('dist/server/server.js', 'utf8')
  const id = entry.match(
    new RegExp(`"([0-9a-f]{64})": \\{\\s*functionName: "${name}_createServerFn_handler"`),
  )?.[1]
  if (!id) throw new Error(`no server function ${name} in the build`)
  return id
}

/** The body Start's client sends for `fn({ data })`: seroval's JSON of `{ data }`. */
async function payload(data: unknown): Promise<string> {
  return JSON.stringify(await toJSONAsync({ data }))
}

const address = () => `203.0.113.${Math.floor(Math.random() * 254) + 1}`

/** A call as Start's client makes it: JSON, `x-tsr-serverfn`, the page's own origin. */
function call(name: string, body: BodyInit | undefined, headers: Record<string, string> = {}) {
  return fetch(`${ORIGIN}/_serverFn/${serverFnId(name)}`, {
    method: 'POST',
    headers: {
      'x-tsr-serverfn': 'true',
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': address(),
      ...headers,
    },
    body,
    signal: AbortSignal.timeout(60_000),
  })
}

const inquiry = {
  kind: 'contact',
  name: 'Wanjiru Mwangi',
  email: 'wanjiru@example.co.ke',
  message: 'Do you deliver to Kilimani on Sundays?',
}

/** The server's resident set now and its peak since the last reset (Linux's /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) * 1024
  return { rss: kib('VmRSS'), peak: kib('VmHWM') }
}

test('a valid 50 MB payload is refused with 413 without being parsed (the server’s memory stays flat)', async () => {
  const pid = server?.pid ?? 0
  const body = await payload({ ...inquiry, message: 'x'.repeat(50 * MiB) })
  // Linux: writing 5 to clear_refs resets the peak (VmHWM) to the present resident set.
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
  const before = memory(pid)
  const response = await call('sendInquiry', body)
  const after = memory(pid)
  console.log(
    `RSS ${Math.round(before.rss / MiB)} MiB before, peak ${Math.round(after.peak / MiB)} MiB during`,
  )
  expect(after.peak - before.rss, 'bytes the server took while refusing 50 MB').toBeLessThan(64 * MiB)
  expect(response.status).toBe(413)
})

test('a valid call still works, and one without a body is refused with 4xx, never 500', async () => {
  const sent = await call('sendInquiry', await payload(inquiry))
  expect(sent.status).toBe(200)
  for (const headers of [{}, { 'Content-Type': '' }] as Record<string, string>[]) {
    const empty = await call('sendInquiry', undefined, headers)
    expect(empty.status).toBe(422)
  }
  const wrong = await call('sendInquiry', await payload({ ...inquiry, email: 'not an address' }))
  expect(wrong.status).toBe(422)
})

/**
 * Declares a body of `declared` bytes (or sends it chunked), writes its first 2 MiB and waits for
 * the answer without sending the rest: an answer that comes at all was given without reading it.
 */
function sendAndWait(contentType: string, declared?: number): Promise<{ answer: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      answer += chunk
    })
    socket.on('end', () => resolve({ answer, ms: Date.now() - started }))
    socket.setTimeout(10_000, () => {
      socket.destroy()
      reject(new Error('no answer in 10 s: the server waits for the rest of the body'))
    })
    // The server may close while the client still writes, as it should once it answered.
    socket.on('error', () =>
      answer ? resolve({ answer, ms: Date.now() - started }) : reject(new Error('no answer')),
    )
    const length = declared === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${declared}`
    socket.write(
      `POST /_serverFn/${serverFnId('sendInquiry')} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-tsr-serverfn: true\r\n` +
        `Sec-Fetch-Site: same-origin\r\nContent-Type: ${contentType}\r\n${length}\r\n\r\n`,
    )
    const piece = Buffer.alloc(64 * 1024, 'a')
    for (let sent = 0; sent < 2 * MiB; sent += piece.length)
      socket.write(
        declared === undefined
          ? Buffer.concat([Buffer.from('10000\r\n'), piece, Buffer.from('\r\n')])
          : piece,
      )
  })
}

test('a body over the limit is refused with 413 before it is read: 10 MB of junk, declared or chunked', async () => {
  for (const [contentType, declared] of [
    ['application/json', 10 * MiB],
    ['text/plain', 10 * MiB],
    // A form with files may be as large as the API's largest upload (an application, 10.25 MiB).
    ['multipart/form-data; boundary=x', 20 * MiB],
    ['application/json', undefined],
  ] as const) {
    const { answer, ms } = await sendAndWait(contentType, declared)
    const label = `${contentType}, ${declared ?? 'chunked'}`
    expect(answer, label).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer, label).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer, label).toContain('"code":"input.tooLarge"')
    expect(ms, `${label}: answered at once`).toBeLessThan(5_000)
  }
  // As a browser's fetch sends it: the whole answer arrives.
  const junk = await call('sendInquiry', Buffer.alloc(2 * MiB, 'a'))
  expect(junk.status).toBe(413)
  expect(await junk.json()).toMatchObject({ code: 'input.tooLarge', errors: { body: [expect.any(String)] } })
})

test('junk that is not JSON answers 400, a payload nested 100,000 deep 422', async () => {
  const junk = await call('sendInquiry', '{"t":')
  expect(junk.status).toBe(400)
  expect(await junk.json()).toMatchObject({ code: 'input.json' })
  const deep = await call('sendInquiry', `${'['.repeat(100_000)}${']'.repeat(100_000)}`)
  expect(deep.status).toBe(422)
  expect(await deep.json()).toMatchObject({ code: 'input.invalid', codes: { body: ['input.tooDeep'] } })
  // As seroval nests it: objects in arrays, 30,000 levels.
  let node = '{"t":1,"s":"x"}'
  for (let i = 0; i < 30_000; i++) node = `{"t":9,"i":${i + 1},"a":[${node}],"o":0}`
  const nested = await call(
    'sendInquiry',
    `{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[${node}]},"o":0},"f":63,"m":[]}`,
  )
  expect(nested.status).toBe(422)
  // The same refusal for a GET server function's payload in the query.
  const get = await fetch(
    `${ORIGIN}/_serverFn/${serverFnId('fetchKitchen')}?payload=${encodeURIComponent('['.repeat(1500) + ']'.repeat(1500))}`,
    { headers: { 'x-tsr-serverfn': 'true', 'Sec-Fetch-Site': 'same-origin' } },
  )
  expect(get.status).toBe(422)
})

test('behind a TLS proxy: Origin = PUBLIC_URL without Sec-Fetch-Site is accepted, another origin refused', async () => {
  const body = await payload(inquiry)
  const withoutFetchSite = (origin: string) =>
    fetch(`${ORIGIN}/_serverFn/${serverFnId('sendInquiry')}`, {
      method: 'POST',
      // What Safari before 16.4 sends: Origin, no Sec-Fetch-Site.
      headers: {
        'x-tsr-serverfn': 'true',
        'Content-Type': 'application/json',
        Origin: origin,
        'X-Forwarded-For': address(),
      },
      body,
    })
  expect((await withoutFetchSite(PUBLIC_URL)).status).toBe(200)
  const foreign = await withoutFetchSite('https://attacker.example')
  expect(foreign.status).toBe(403)
  expect(await foreign.json()).toMatchObject({ code: 'request.crossSite' })
  // A GET server function refused from another site too, as Start's own check did.
  const read = await fetch(`${ORIGIN}/_serverFn/${serverFnId('fetchKitchen')}`, {
    headers: { 'x-tsr-serverfn': 'true', 'Sec-Fetch-Site': 'cross-site' },
  })
  expect(read.status).toBe(403)
})
