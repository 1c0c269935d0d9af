/**
 * The soak's M-Pesa payers, as Daraja delivers them: most pay with a prompt callback, some
 * callbacks come late, some twice, some never (only the STK query tells), and some payers
 * cancel the prompt.
 */
import type { PayerAnswer } from '../../src/server/daraja-simulator.server.ts'

type Simulator = {
  pushes: Map<string, { answer: PayerAnswer; callbackBody?: unknown }>
  resend: (checkoutRequestId: string) => Promise<void>
}

const LATE_MS = 9000

export function scriptedPayer() {
  const twice = new WeakSet<PayerAnswer>()
  const counts = { prompt: 0, late: 0, twice: 0, never: 0, cancelled: 0 }
  const resent = new Set<string>()
  let timer: NodeJS.Timeout | undefined

  // In turn rather than at random: even the short CI soak meets every kind of payer.
  const kinds = ['prompt', 'late', 'never', 'twice', 'cancelled', 'prompt', 'twice'] as const
  let next = 0
  const paid = (delayMs: number, callback = true): PayerAnswer => ({
    resultCode: 0,
    resultDesc: 'The service request is processed successfully.',
    delayMs,
    callback,
  })
  const quickly = () => 300 + Math.random() * 2000

  const answer = (): PayerAnswer => {
    const kind = kinds[next++ % kinds.length] ?? 'prompt'
    counts[kind] += 1
    if (kind === 'cancelled')
      return { resultCode: 1032, resultDesc: 'Request cancelled by user', delayMs: quickly(), callback: true }
    if (kind === 'late') return paid(LATE_MS + Math.random() * 2000)
    if (kind === 'never') return paid(quickly(), false)
    const result = paid(quickly())
    if (kind === 'twice') twice.add(result)
    return result
  }

  return {
    answer,
    /** The longest a callback can take: after it, only the query settles what is left. */
    latestCallbackMs: LATE_MS + 3000,
    /** Sends the second callback of each "twice" answer a second after its first. */
    watch(simulator: Simulator) {
      timer = setInterval(() => {
        for (const [id, push] of simulator.pushes) {
          if (twice.has(push.answer) && push.callbackBody && !resent.has(id)) {
            resent.add(id)
            setTimeout(() => void simulator.resend(id), 1000)
          }
        }
      }, 250)
    },
    describe: () =>
      `${counts.prompt} paid promptly, ${counts.late} paid with a late callback, ${counts.twice} with the callback twice, ` +
      `${counts.never} with no callback, ${counts.cancelled} cancelled; ${resent.size} callbacks sent again`,
    stop: async () => clearInterval(timer),
  }
}
