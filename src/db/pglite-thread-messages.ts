/** What the server's thread and its PGlite thread say to each other (decision record 0107). */

/** How the thread starts: a data directory, or an image of one (tests), or neither (memory). */
export type ThreadStart = { dataDir?: string | undefined; image?: ArrayBuffer | undefined }

/** A request: its number comes back with its answer. `tx`: inside that open transaction. */
export type Request = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' | undefined; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'close' }
)

/** A failure as it crosses: the message, and the fields that say what failed (a SQLSTATE code). */
export type ThreadError = { message: string; name?: string; fields: Record<string, unknown> }

export type Reply =
  | { ready: true }
  | { id: number; result: unknown }
  | { id: number; error: ThreadError }
  /** A NOTIFY heard on a channel listened to. */
  | { channel: string; payload: string }
