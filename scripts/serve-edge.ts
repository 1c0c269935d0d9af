/**
 * Serves the Cloudflare Workers build of the web tier (`npm run build:edge`) in workerd on this
 * machine, through wrangler's local mode (decision 0100): the Worker and its static files exactly
 * as Cloudflare would run them, with no account and no network. Pages only: the API tier
 * (`npm run serve:api`) must answer at API_URL. PORT and HOST as for `npm run serve`; the web
 * tier's variables are handed to the Worker as it would get them from wrangler.jsonc's `vars`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { log } from '../src/lib/log.server.ts'

const root = resolve(import.meta.dirname, '..')
const config = resolve(root, 'dist/edge/server/wrangler.json')
if (!existsSync(config)) {
  console.error('No edge build found: run `npm run build:edge`.')
  process.exit(1)
}
if (!process.env.API_URL) {
  console.error('API_URL is not set: the edge web tier calls the API tier there (npm run serve:api).')
  process.exit(1)
}

/** What the web tier reads (README, "Two tiers"); the API tier's secrets never reach it. */
const WEB_VARIABLES = [
  'NODE_ENV',
  'API_URL',
  'AUTH_API_URL',
  'PUBLIC_URL',
  'SERVICES',
  'MAP_TILE_URL',
  'MAP_ATTRIBUTION',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_AUTHORIZATION_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_USERINFO_URL',
  'LOG_LEVEL',
]
const vars = WEB_VARIABLES.filter((name) => process.env[name]).map((name) => `${name}:${process.env[name]}`)

// The Worker's local state (its Cache API among it): EDGE_STATE_DIR to keep it across starts,
// else a fresh directory, so no page kept by an earlier run is served against another database.
const stateDir = process.env.EDGE_STATE_DIR || mkdtempSync(join(tmpdir(), 'homecooked-edge-'))

const port = process.env.PORT || '3000'
const host = process.env.HOST || '127.0.0.1'
// Wrangler's own script on this Node (the machine's `node` may be older than wrangler needs).
const wrangler = spawn(
  process.execPath,
  [
    resolve(root, 'node_modules/wrangler/bin/wrangler.js'),
    'dev',
    '--config',
    config,
    '--port',
    port,
    '--ip',
    host,
    '--log-level',
    'log',
    '--show-interactive-dev-session=false',
    '--persist-to',
    stateDir,
    ...vars.flatMap((v) => ['--var', v]),
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      // No network: wrangler would fetch Cloudflare's sample `request.cf` and send usage metrics.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      // Its own state (the local cache) stays out of the project.
      WRANGLER_HOME: resolve(root, 'node_modules/.cache/wrangler'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)

// The Worker's log lines (JSON, one per line) and wrangler's warnings pass through; its banner and
// module table do not. The moment the Worker answers, say so as the Node servers do.
let pending = ''
wrangler.stdout.on('data', (chunk: Buffer) => {
  const lines = (pending + String(chunk)).split('\n')
  pending = lines.pop() ?? ''
  for (const line of lines) if (/^\{|\[wrangler:(warn|error)\]/.test(line)) process.stdout.write(`${line}\n`)
})
void untilAnswering().then(() => log().info({ url: `http://${host}:${port}/` }, 'HomeCooked edge is serving'))

/** Polls until the Worker answers (wrangler says nothing of it at log level "log"). */
async function untilAnswering(): Promise<void> {
  while (wrangler.exitCode === null) {
    try {
      await fetch(`http://${host}:${port}/favicon.svg`)
      return
    } catch {
      await new Promise((done) => setTimeout(done, 100))
    }
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => wrangler.kill(signal))
wrangler.on('exit', (code) => process.exit(code ?? 0))
