import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { resolve } from 'node:path'

/**
 * One process at a time in a PGlite data directory (decision record 0028). PGlite has no
 * server: a second process opening the same files works on its own copy in memory and the
 * two overwrite each other's writes. The owner writes `<DATA_DIR>.lock` beside the directory
 * (never inside it, so a backup of the directory carries no lock) holding its pid; a second
 * process finding a live owner stops with a plain message. A lock whose pid is dead (the
 * owner was killed) is stale and taken over.
 */
class DataDirInUseError extends Error {
  override name = 'DataDirInUse'
}

type LockContent = { pid: number; host: string; since: string }

export const lockPathOf = (dataDir: string) => `${resolve(dataDir).replace(/\/+$/, '')}.lock`

/** Whether the process `pid` on this machine is running (EPERM: it runs as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(path: string): { raw: string; content: LockContent | undefined } | undefined {
  try {
    const raw = readFileSync(path, 'utf8')
    try {
      return { raw, content: JSON.parse(raw) as LockContent }
    } catch {
      return { raw, content: undefined }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

const held = new Map<string, () => void>()

/**
 * Takes the data directory's lock for this process, or throws DataDirInUseError naming the
 * owner. Taking it again in the same process (a dev server reloading) is allowed. Answers the
 * release, which also runs when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = lockPathOf(dataDir)
  const existing = held.get(path)
  if (existing) return existing
  const mine: LockContent = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  const raw = JSON.stringify(mine)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, raw, { flag: 'wx' })
      const release = () => {
        held.delete(path)
        process.off('exit', release)
        if (readLock(path)?.raw === raw) unlinkSync(path)
      }
      process.on('exit', release)
      held.set(path, release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const found = readLock(path)
    if (!found) continue
    const owner = found.content
    // Another machine's pid (a shared disk) cannot be checked here: it counts as live.
    if (owner && (owner.host !== mine.host || alive(owner.pid)) && owner.pid !== process.pid)
      throw new DataDirInUseError(
        `DATA_DIR ${resolve(dataDir)} is in use by process ${owner.pid} on ${owner.host} (since ${owner.since}). ` +
          'PGlite allows one process per data directory: stop that process first (or use DATABASE_URL with Postgres ' +
          `for several instances). If no such process runs, delete ${path}.`,
      )
    // Stale: its owner is dead. Move it aside atomically; if what moved is not what was read,
    // another starter took the lock meanwhile: put it back and let the next round see it.
    const aside = `${path}.stale-${process.pid}`
    try {
      renameSync(path, aside)
    } catch {
      continue
    }
    if (readLock(aside)?.raw !== found.raw) renameSync(aside, path)
    else unlinkSync(aside)
  }
  throw new DataDirInUseError(`Could not take the lock ${path} of DATA_DIR ${resolve(dataDir)}; try again.`)
}
