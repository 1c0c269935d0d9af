import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockPathOf } from '../../src/db/data-dir-lock'

/**
 * Decision 0028: the embedded database in separate processes, as on a server. A second
 * process in the same DATA_DIR stops with a message naming the first (it used to open
 * silently and lose writes); a killed owner's lock is taken over; `db:backup` and
 * `db:restore` bring a database back as it was.
 */
type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function run(args: string[], dataDir: string): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

const FIXTURE = 'tests/fixtures/data-dir-process.ts'

async function opened(holder: Run) {
  for (let i = 0; i < 600 && !holder.output().includes('open '); i++) {
    if (holder.child.exitCode !== null) throw new Error(`the holder exited: ${holder.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(holder.output()).toContain(`open ${holder.child.pid}`)
}

async function finished(process: Run) {
  const code = await process.exited
  return { code, output: process.output() }
}

describe('one process per PGlite data directory', () => {
  it('refuses a second process with a message naming the owner, and takes over a dead owner’s lock', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'homecooked-lock-')), 'data')
    const first = run([FIXTURE, 'hold'], dataDir)
    await opened(first)
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')).pid).toBe(first.child.pid)

    const second = await finished(run([FIXTURE, 'read'], dataDir))
    expect(second.code).toBe(1)
    expect(second.output).toContain(`is in use by process ${first.child.pid}`)
    expect(second.output).toContain(dataDir)

    // Killed without a chance to clean up: its lock stays behind, naming a dead pid.
    first.child.kill('SIGKILL')
    await first.exited
    expect(existsSync(lockPathOf(dataDir))).toBe(true)
    const third = run([FIXTURE, 'hold'], dataDir)
    await opened(third)
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')).pid).toBe(third.child.pid)
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
    // A clean stop removes the lock.
    expect(existsSync(lockPathOf(dataDir))).toBe(false)
  }, 300_000)
})

describe('npm run db:backup and db:restore', () => {
  it('bring back the database as it was at the backup, keeping the replaced one aside', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'homecooked-backup-'))
    const dataDir = join(parent, 'data')
    const file = join(parent, 'backup.tar.gz')
    expect((await finished(run([FIXTURE, 'write', 'before backup'], dataDir))).code).toBe(0)

    // Not while another process holds the directory.
    const holder = run([FIXTURE, 'hold'], dataDir)
    await opened(holder)
    const refused = await finished(run(['scripts/db-backup.ts', file], dataDir))
    expect(refused.code).toBe(1)
    expect(refused.output).toContain(`is in use by process ${holder.child.pid}`)
    holder.child.kill('SIGTERM')
    expect(await holder.exited).toBe(0)

    const backup = await finished(run(['scripts/db-backup.ts', file], dataDir))
    expect(backup.code, backup.output).toBe(0)
    expect(existsSync(file)).toBe(true)

    const later = await finished(run([FIXTURE, 'write', 'after backup'], dataDir))
    expect(JSON.parse(later.output)).toEqual(['after backup', 'before backup'])

    const restore = await finished(run(['scripts/db-restore.ts', file], dataDir))
    expect(restore.code, restore.output).toBe(0)
    const restored = await finished(run([FIXTURE, 'read'], dataDir))
    expect(JSON.parse(restored.output)).toEqual(['before backup'])

    // The replaced database is kept, not deleted.
    const kept = readdirSync(parent).find((name) => name.startsWith('data.before-restore-'))
    expect(kept).toBeDefined()
    const old = await finished(run([FIXTURE, 'read'], join(parent, kept ?? '')))
    expect(JSON.parse(old.output)).toEqual(['after backup', 'before backup'])
  }, 400_000)

  it('point Postgres users to pg_dump instead of pretending', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts'], {
      env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr?.on('data', (chunk) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(output).toContain('pg_dump')
  }, 60_000)
})
