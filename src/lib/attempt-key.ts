/**
 * A new Idempotency-Key for one attempt of a request that must not happen twice (a checkout, a
 * payment retry): 128 random bits as hex. getRandomValues, unlike randomUUID, also works on a
 * page served over plain HTTP on a local network.
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Whether a failed answer ends the attempt (the next press is a new attempt with a new key): a
 * refusal does; a fault, a timeout or a lost connection (5xx) and "still in progress" do not,
 * so sending again replays the first answer instead of acting twice.
 */
export const endsAttempt = (status: number, code: string | undefined) =>
  status < 500 && code !== 'idempotency.inProgress'
