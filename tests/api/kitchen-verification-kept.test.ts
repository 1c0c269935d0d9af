import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage } from '../../src/contracts/catalogue.responses'
import { kitchenDocuments } from '../../src/db/schema'
import { recordKitchenCheck } from '../../src/domain/common/kitchen-verification'
import { nairobiDate } from '../../src/lib/nairobi-date'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * A kitchen's verification is kept in its row by triggers on its documents (migration 0036,
 * decision 0105), so the "verified" filter reads a column: it must follow every check, also two
 * recorded at once (on Postgres from two connections; PGlite's one session takes them in turn),
 * and a removed document. In-process and over HTTP, on PGlite and on Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
beforeAll(async () => {
  api = await testApi()
})

const inAYear = () => nairobiDate(new Date(Date.now() + 365 * 24 * 60 * 60 * 1000))

async function verifiedOnes(name: string) {
  const response = await apiRequest(
    api,
    'GET',
    `kitchens?verified=true&perPage=100&searchKeyword=${encodeURIComponent(name)}`,
  )
  expect(response.status).toBe(200)
  return v.parse(KitchenPage, await response.json()).items.map((kitchen) => kitchen.id)
}

describe("a kitchen's kept verification", () => {
  it('follows both checks recorded at the same moment, and a document taken away', async () => {
    const name = `Checked Pots ${tag}`
    const kitchen = await createKitchen(api.db, { name, verified: false })
    expect(await verifiedOnes(name)).toEqual([])

    const until = inAYear()
    await Promise.all([
      recordKitchenCheck(api.db, {
        kitchenId: kitchen.id,
        kind: 'medical-certificate',
        expiresOn: until,
        documentId: null,
      }),
      recordKitchenCheck(api.db, {
        kitchenId: kitchen.id,
        kind: 'food-licence',
        expiresOn: until,
        documentId: null,
      }),
    ])
    expect(await verifiedOnes(name)).toEqual([kitchen.id])

    await api.db
      .delete(kitchenDocuments)
      .where(and(eq(kitchenDocuments.providerId, kitchen.id), eq(kitchenDocuments.kind, 'food-licence')))
    expect(await verifiedOnes(name)).toEqual([])
  })
})
