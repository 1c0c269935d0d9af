/**
 * Every request the soak's shoppers send, timed: the error rate outside the kill window and the
 * latency percentiles come from here. A request is retried, with the same idempotency key, when
 * it did not get a usable answer (cut connection, 502 from the balancer, any 5xx) or when the
 * API says the same key is still in progress.
 */
export type Attempt = { method: string; path: string; start: number; end: number; status: number | 'network' }

const IN_PROGRESS_PATIENCE_MS = 90_000

export class Traffic {
  readonly attempts: Attempt[] = []
  private readonly origin: string

  constructor(origin: string) {
    this.origin = origin
  }

  /** Sends until the answer is usable (at most `tries` times); answers the last response. */
  async send(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; address: string; idempotencyKey?: string; tries?: number },
  ): Promise<{ status: number; json: unknown; attempts: number }> {
    const tries = options.tries ?? 10
    const began = performance.now()
    for (let attempt = 1; ; attempt++) {
      const start = performance.now()
      try {
        const response = await fetch(`${this.origin}${path}`, {
          method,
          headers: {
            'X-Forwarded-For': options.address,
            ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
            ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
          signal: AbortSignal.timeout(30_000),
        })
        const text = await response.text()
        this.attempts.push({
          method,
          path: pathPattern(path),
          start,
          end: performance.now(),
          status: response.status,
        })
        // A key whose first run died stays "in progress" until the API takes it over (45 s).
        const inProgress = response.status === 409 && text.includes('idempotency.inProgress')
        const givingUp = inProgress ? performance.now() - began > IN_PROGRESS_PATIENCE_MS : attempt >= tries
        if ((response.status < 500 && !inProgress) || givingUp) {
          return { status: response.status, json: parse(text), attempts: attempt }
        }
      } catch {
        this.attempts.push({
          method,
          path: pathPattern(path),
          start,
          end: performance.now(),
          status: 'network',
        })
        if (attempt >= tries) return { status: 0, json: undefined, attempts: attempt }
      }
      await sleep(Math.min(250 * attempt, 3000))
    }
  }
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** `/api/orders/17` → `/api/orders/:id`, so the report groups requests by route. */
const pathPattern = (path: string) => path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/:id')

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The value at a quantile of sorted numbers. */
export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number)
