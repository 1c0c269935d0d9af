/**
 * Waits until `ms` after `started` (a performance.now() reading). An answer that must not tell
 * two cases apart by its timing (a wrong password for a known or an unknown account) is given
 * no sooner than this: the decoy hash makes the work alike, the floor hides what differs still
 * (a row found or not, the machine's load) under one steady wait.
 */
export async function notSoonerThan(started: number, ms: number): Promise<void> {
  const wait = started + ms - performance.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}
