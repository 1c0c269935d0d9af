/**
 * `node --import tsx scripts/phone-metadata.ts`: writes `src/lib/phone-metadata.ke.json`, the
 * part of libphonenumber-js's mobile metadata that names Kenya (+254) and nothing else. Pages
 * parse phone numbers with it in the shopper's browser: the world's mobile metadata is ~97 KB,
 * Kenya's under half a kilobyte (decision record 0108). `tests/unit/phone.test.ts` fails when the
 * kept file no longer matches the installed library, so an upgrade regenerates it.
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { MetadataJson } from 'libphonenumber-js/core'

/** Kenya's entry of the installed library's mobile metadata, alone. */
export function kenyaOnlyMetadata(): MetadataJson {
  const world = createRequire(import.meta.url)('libphonenumber-js/metadata.mobile.json') as {
    version: number
    countries: Record<string, unknown>
  }
  return {
    version: world.version,
    country_calling_codes: { '254': ['KE'] },
    countries: { KE: world.countries.KE },
    nonGeographic: {},
  } as unknown as MetadataJson
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL('../src/lib/phone-metadata.ke.json', import.meta.url)
  writeFileSync(target, `${JSON.stringify(kenyaOnlyMetadata())}\n`)
  console.log(`wrote ${fileURLToPath(target)}`)
}
