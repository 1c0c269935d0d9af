/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file the
 * build put in dist/client, run by `npm run build` after Vite. The server sends the copy the
 * browser accepts (srvx's `encodings`) instead of compressing the same file again for every
 * request: brotli at the quality a server can afford per request (4) made the framework chunk
 * about a tenth larger, and compressing it held the event loop while a page's twenty other
 * requests waited (decision 0048).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/
/** Below this a compressed copy saves less than its headers cost (srvx's own threshold). */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Writes the file's copies; false when it is too small to be worth any. */
async function precompress(path: string): Promise<boolean> {
  const body = await readFile(path)
  if (body.length < MIN_BYTES) return false
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 9 }),
  ])
  // A copy no smaller than the file is not worth a request header's promise.
  if (br.length < body.length) await writeFile(`${path}.br`, br)
  if (gz.length < body.length) await writeFile(`${path}.gz`, gz)
  return true
}

const root = process.argv[2] ?? 'dist/client'
const started = performance.now()
const files = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))
const done = (await Promise.all(files.map(precompress))).filter(Boolean).length
console.log(`precompressed ${done} files in ${root} (${Math.round(performance.now() - started)} ms)`)
