/**
 * Lets at most `perTurn` requests begin their work in each turn of the event loop, first come
 * first served; the rest wait for the next turns.
 *
 * Why: since libuv 1.45 (Node 20) a listening socket accepts one connection per turn of the
 * loop. A page's render runs to its end in promise callbacks, so one turn rendered every
 * request its kept-alive connections had sent: about 25 pages, 200 ms, under a saturating load.
 * New connections then entered at five a second and their first page waited 2–9 s while the
 * connections already open were answered in 0.2 s (decision 0055). With a few starts per turn, a
 * turn lasts a few renders, a new connection is accepted within one, and its request queues
 * behind the others fairly.
 */
export function admitPerTurn(perTurn: number): () => Promise<void> {
  const waiting: (() => void)[] = []
  let scheduled = false
  const admitSome = () => {
    scheduled = false
    for (let admitted = 0; admitted < perTurn && waiting.length > 0; admitted++) waiting.shift()?.()
    if (waiting.length > 0) schedule()
  }
  const schedule = () => {
    scheduled = true
    // setImmediate: the next turn's check phase, after the loop has polled its sockets.
    setImmediate(admitSome)
  }
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      if (!scheduled) schedule()
    })
}
