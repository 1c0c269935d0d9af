/**
 * What the soak proves, read from the database after the traffic stopped: each check answers
 * its figure and whether it holds.
 */
import type pg from 'pg'
import type { Acknowledged } from './shopper.ts'

export type Check = { name: string; holds: boolean; detail: string }

type Push = {
  checkoutRequestId: string
  body: Record<string, unknown>
  answer: { resultCode: number; callback: boolean }
  settled: boolean
  callbackBody?: unknown
}

const receiptOf = (push: Push) => {
  const items = (
    (
      push.callbackBody as {
        Body?: { stkCallback?: { CallbackMetadata?: { Item?: { Name: string; Value?: unknown }[] } } }
      }
    )?.Body?.stkCallback?.CallbackMetadata?.Item ?? []
  ).filter((item) => item.Name === 'MpesaReceiptNumber')
  return items[0]?.Value as string | undefined
}

export async function runChecks(
  database: pg.Pool,
  acknowledged: Acknowledged[],
  pushes: Push[],
): Promise<Check[]> {
  const checks: Check[] = []
  const check = (name: string, holds: boolean, detail: string) => checks.push({ name, holds, detail })

  // Orders acknowledged = orders stored, and none twice for one idempotency key.
  const stored = (
    await database.query<{ id: number; checkout_id: string }>('select id, checkout_id from orders')
  ).rows
  const storedIds = new Set(stored.map((o) => o.id))
  const acknowledgedIds = new Set(acknowledged.flatMap((a) => a.orderIds))
  const lost = [...acknowledgedIds].filter((id) => !storedIds.has(id))
  const unacknowledged = [...storedIds].filter((id) => !acknowledgedIds.has(id))
  check(
    'orders acknowledged = orders stored',
    lost.length === 0 && unacknowledged.length === 0,
    `${acknowledgedIds.size} acknowledged, ${storedIds.size} stored` +
      (lost.length ? `; acknowledged but missing: ${lost.slice(0, 5).join(', ')}` : '') +
      (unacknowledged.length
        ? `; stored but never acknowledged: ${unacknowledged.slice(0, 5).join(', ')}`
        : ''),
  )
  const checkoutsByKey = new Map<string, Set<string>>()
  for (const a of acknowledged)
    checkoutsByKey.set(a.key, (checkoutsByKey.get(a.key) ?? new Set()).add(a.checkoutId))
  const twice = [...checkoutsByKey.values()].filter((ids) => ids.size > 1).length
  const checkouts = new Set(stored.map((o) => o.checkout_id)).size
  check(
    'no checkout duplicated',
    twice === 0 && checkouts === checkoutsByKey.size,
    `${checkoutsByKey.size} idempotency keys acknowledged, ${checkouts} checkouts stored, ${twice} keys with two checkouts`,
  )

  // No meal oversold: the day's count never passes the meal's portions (the day's own count when
  // the cook set one) and matches the live orders.
  const portions = (
    await database.query<{ item_id: number; daily: number; sold: number; live: number }>(`
      select i.id as item_id, coalesce(ps.portions, i.daily_portions) as daily, coalesce(ps.sold, 0) as sold, coalesce(live.quantity, 0)::int as live
      from items i
      left join portion_sales ps on ps.item_id = i.id
      left join (
        select oi.item_id, o.delivery_day, sum(oi.quantity) as quantity
        from order_items oi join orders o on o.id = oi.order_id
        where o.status not in ('cancelled', 'declined')
        group by oi.item_id, o.delivery_day
      ) live on live.item_id = i.id and (ps.day is null or live.delivery_day = ps.day)
      where ps.sold is not null or live.quantity is not null`)
  ).rows
  const oversold = portions.filter((p) => p.sold > p.daily || p.live > p.daily)
  const drift = portions.filter((p) => p.sold !== p.live)
  check(
    'no meal oversold',
    oversold.length === 0 && drift.length === 0,
    `${portions.length} meals sold; ${portions.filter((p) => p.sold === p.daily).length} sold out; ` +
      `${oversold.length} over their portions; ${drift.length} whose count differs from their live orders`,
  )

  // Every M-Pesa result applied once: by its callback (sent late, twice or lost) or by the query.
  const rows = (
    await database.query<{
      checkout_request_id: string
      status: string
      receipt: string | null
      checkout_id: string
    }>(`select checkout_request_id, status, receipt, checkout_id from payments where method = 'mpesa'`)
  ).rows
  const byRequest = new Map(rows.map((r) => [r.checkout_request_id, r]))
  const wrong: string[] = []
  for (const push of pushes.filter((p) => p.settled)) {
    const row = byRequest.get(push.checkoutRequestId)
    const expected = push.answer.resultCode === 0 ? 'paid' : 'failed'
    if (!row) wrong.push(`${push.checkoutRequestId}: no payment`)
    else if (row.status !== expected)
      wrong.push(`${push.checkoutRequestId}: ${row.status}, expected ${expected}`)
    else if (row.receipt && row.receipt !== receiptOf(push))
      wrong.push(`${push.checkoutRequestId}: receipt ${row.receipt}`)
  }
  const paidTwice = (
    await database.query<{ n: number }>(
      `select count(*)::int as n from (select checkout_id from payments where method = 'mpesa' and status = 'paid' group by checkout_id having count(*) > 1) t`,
    )
  ).rows[0]?.n
  const receiptsTwice = (
    await database.query<{ n: number }>(
      `select count(*)::int as n from (select receipt from payments where receipt is not null group by receipt having count(*) > 1) t`,
    )
  ).rows[0]?.n
  check(
    'every M-Pesa result applied once',
    wrong.length === 0 && paidTwice === 0 && receiptsTwice === 0,
    `${pushes.filter((p) => p.settled).length} prompts answered; ${rows.filter((r) => r.status === 'pending').length} still pending; ` +
      `${paidTwice} checkouts paid twice; ${receiptsTwice} receipts applied twice` +
      (wrong.length ? `; wrong: ${wrong.slice(0, 5).join('; ')}` : ''),
  )

  // Every paid order's payment equals its total.
  const mismatched = (
    await database.query<{ checkout_id: string; amount: number; total: number; paid: number }>(`
      select p.checkout_id, p.amount_kes as amount, sum(o.total_kes)::int as total, sum(o.paid_kes)::int as paid
      from payments p join orders o on o.checkout_id = p.checkout_id
      where p.method = 'mpesa' and p.status = 'paid'
      group by p.id, p.checkout_id, p.amount_kes
      having p.amount_kes <> sum(o.total_kes) or sum(o.paid_kes) <> sum(o.total_kes)`)
  ).rows
  const paidCount = rows.filter((r) => r.status === 'paid').length
  check(
    "every paid order's payment equals its total",
    mismatched.length === 0,
    `${paidCount} paid checkouts; ${mismatched.length} whose payment or paid amount differs from the total` +
      (mismatched.length ? `: ${JSON.stringify(mismatched.slice(0, 3))}` : ''),
  )
  return checks
}
