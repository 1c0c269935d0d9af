import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * Decision 0100: the web tier's Cloudflare Workers bundle (`npm run build:edge`) renders pages and
 * calls the API tier over HTTP; it holds no database driver, no argon2, no e-mail or image code,
 * and no file system, none of which a Worker has. Read from the bundle's source maps, which list
 * every module bundled into each chunk, and from the chunks' own imports.
 */
const serverDir = resolve('dist/edge/server')

/** Modules a Worker bundle must not carry, by the path of the source they came from. */
const FORBIDDEN_SOURCES: [string, RegExp][] = [
  ['argon2 (password hashing)', /node_modules\/@node-rs\//],
  ['PGlite', /node_modules\/@electric-sql\/pglite\//],
  ['node-postgres', /node_modules\/(pg|pg-pool|pg-protocol|pg-connection-string)\//],
  ['Drizzle ORM', /node_modules\/drizzle-orm\//],
  ['Redis', /node_modules\/@redis\//],
  ['sharp (image resizing)', /node_modules\/sharp\//],
  ['nodemailer (SMTP)', /node_modules\/nodemailer\//],
  ['the database schema and client', /\/src\/db\//],
  ['the serving scripts', /\/scripts\//],
]

/**
 * Node built-ins a Worker lacks (node:fs) or that only the database's process uses. Not
 * worker_threads: pino reads its `isMainThread` at load, which nodejs_compat answers.
 */
const FORBIDDEN_IMPORT =
  /(?:from|import)\s*\(?\s*["'](node:)?(fs|fs\/promises|child_process|net|tls|http2?|dgram|cluster)["']/g

function files(extension: string): string[] {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => join(serverDir, file))
}

describe('the edge web tier bundle', () => {
  test('is built (npm run build:edge) with its Worker configuration', () => {
    expect(existsSync(join(serverDir, 'wrangler.json')), 'run `npm run build:edge`').toBe(true)
    expect(files('.js').length).toBeGreaterThan(10)
  })

  test('bundles no database driver, no argon2, no e-mail or image code, nothing of src/db', () => {
    const sources = new Set<string>()
    for (const map of files('.js.map')) {
      const { sources: listed } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }
      for (const source of listed) sources.add(normalize(join(dirname(map), source)))
    }
    // The maps name the modules: the render's own code is there, so an empty list means no maps.
    expect([...sources].some((source) => source.endsWith('/src/server.edge.ts'))).toBe(true)
    const found = FORBIDDEN_SOURCES.flatMap(([what, path]) =>
      [...sources].filter((source) => path.test(source)).map((source) => `${what}: ${source}`),
    )
    expect(found).toEqual([])
  })

  test('imports no file system, process or socket module', () => {
    const found = files('.js').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(FORBIDDEN_IMPORT)].map((m) => `${file}: ${m[0]}`),
    )
    expect(found).toEqual([])
  })
})
