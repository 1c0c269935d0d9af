import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger, log, setLogger } from '../../src/lib/log.server'
import { apiRequest } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

/**
 * Decision 0026: a fault's log line tells what failed (the query, the constraint) and
 * never what the shopper wrote. Before, a failed inquiry printed the query error, whose
 * message lists the parameters: the shopper's name, e-mail, phone and message.
 */
let api: Awaited<ReturnType<typeof testApi>>
const lines: string[] = []
const previous = log()

beforeAll(async () => {
  // Its own database on Postgres: the constraint below would refuse other files' inquiries.
  api = await testApi({ ownDatabase: true })
  setLogger(createLogger({ write: (line: string) => void lines.push(line) }, 'info'))
  // The database refuses every inquiry from now on: a fault, not a refusal of the input.
  await api.db.execute(
    sql`alter table inquiries add constraint fault_probe check (length(message) < 1) not valid`,
  )
})

afterAll(async () => {
  setLogger(previous)
  await api.db.execute(sql`alter table inquiries drop constraint fault_probe`)
  if (api?.driver === 'postgres') await api.handle.close()
})

describe('a fault while storing an inquiry', () => {
  it('answers 500 in the error shape and logs the query and constraint, none of the shopper’s fields', async () => {
    const inquiry = {
      kind: 'contact',
      name: 'Akinyi Odhiambo',
      email: 'akinyi.odhiambo@example.co.ke',
      phone: '0733 987 654',
      subject: 'A private matter',
      message: 'Please call me on my other line about my daughter’s allergy.',
    }
    const response = await apiRequest(api, 'POST', 'inquiries', { body: inquiry })
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ code: 'server.error', message: expect.any(String) })

    const faults = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'Unhandled API error')
    expect(faults).toHaveLength(1)
    const logged = JSON.stringify(faults[0])
    expect(faults[0].err.query).toContain('insert into "inquiries"')
    expect(logged).toContain('fault_probe')
    for (const value of [...Object.values(inquiry), '+254733987654', '254733987654', 'Akinyi', 'allergy'])
      expect(logged, `the log holds "${value}"`).not.toContain(value)
  })
})
