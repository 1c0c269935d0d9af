import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiDocument } from '../fixtures/api-document'

/**
 * The contract as the apps and partners who generate clients from it read it (decision 0023):
 * `/api/openapi.json` passes Redocly's recommended rules, and a client generated from it by
 * openapi-typescript compiles and is typed (not `any`).
 */
let document: Record<string, unknown>
beforeAll(async () => {
  document = await apiDocument()
})

/** Warnings we accept, each for a reason. */
const ACCEPTED_WARNINGS = new Set([
  // The project is not published under a licence; naming one would be made up.
  'info-license',
])

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint without an error or an unexplained warning", async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    })
    const shown = problems
      .filter((problem) => problem.severity === 'error' || !ACCEPTED_WARNINGS.has(problem.ruleId))
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
      )
    expect(shown).toEqual([])
  })

  it('says for every operation which scheme it needs, and documents 401 where a token is required', () => {
    const paths = document.paths as Record<
      string,
      Record<string, { security?: unknown[]; responses: object }>
    >
    for (const [path, item] of Object.entries(paths))
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`
        expect(operation.security, where).toBeInstanceOf(Array)
        const required =
          operation.security?.length !== 0 &&
          !operation.security?.some((s) => Object.keys(s as object).length === 0)
        if (required) expect(Object.keys(operation.responses), where).toContain('401')
      }
  })
})

describe('a typed client generated from it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'homecooked-typed-client-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('compiles with tsc, and its types catch a wrong use', async () => {
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)))
    // A tiny client over fetch, as a partner would write one on top of the generated types.
    writeFileSync(
      join(dir, 'usage.ts'),
      `import type { paths } from './api'

type Kitchen = paths['/api/kitchens/{id}']['get']['responses'][200]['content']['application/json']
type NewOrder = NonNullable<paths['/api/orders']['post']['requestBody']>['content']['application/json']
type ErrorBody = paths['/api/orders']['post']['responses'][422]['content']['application/json']

export async function kitchen(id: number): Promise<Kitchen> {
  const response = await fetch(\`/api/kitchens/\${id}\`)
  return (await response.json()) as Kitchen
}

export function mondayHours(k: Kitchen): string[] | undefined {
  return k.openingHours.mon
}

export const order: NewOrder = { addressId: 1, paymentMethod: 'cash', expectedTotalKes: 1250 }

export function firstProblem(e: ErrorBody): string | undefined {
  return Object.values(e.errors)[0]?.[0] ?? e.message
}

// The generated types are real types, not any: each of these must fail to compile.
// @ts-expect-error paymentMethod is mpesa or cash
export const wrongMethod: NewOrder = { addressId: 1, paymentMethod: 'cheque', expectedTotalKes: 1250 }
// @ts-expect-error expectedTotalKes, the total the shopper was shown, is required
export const noTotal: NewOrder = { addressId: 1, paymentMethod: 'cash' }
// @ts-expect-error a kitchen's name is a string
export const wrongName = (k: Kitchen): number => k.name
`,
    )
    const tsc = join(process.cwd(), 'node_modules/typescript/bin/tsc')
    const flags = ['--noEmit', '--strict', '--skipLibCheck', '--target', 'ES2022', '--module', 'ESNext']
    const options = [...flags, '--moduleResolution', 'Bundler', '--lib', 'ES2023,DOM']
    const run = promisify(execFile)(process.execPath, [tsc, ...options, join(dir, 'usage.ts')], { cwd: dir })
    await expect(
      run.catch((error: { stdout: string }) => Promise.reject(new Error(error.stdout))),
    ).resolves.toBeDefined()
  }, 60_000)
})
