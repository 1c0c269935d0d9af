/**
 * The first step of `npm test`: the end-to-end tests run in Debian's Chromium headless shell
 * (no browser is downloaded; the benchmark's Lighthouse drives the full Chromium, installed by
 * the same command). Where it is missing, this installs it when it can (root and apt-get) and
 * otherwise stops at once with the one command to run, instead of failing minutes later.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/**
 * How long apt-get waits for another apt-get or dpkg (unattended-upgrades, a second `npm test`)
 * to let go of its lock before giving up; by default it fails at once.
 */
export const LOCK_WAIT_S = 300

const APT_GET = `apt-get -o DPkg::Lock::Timeout=${LOCK_WAIT_S}`

/** The two steps of the install, each waiting for dpkg's lock. */
export const INSTALL_STEPS = {
  update: `${APT_GET} update`,
  install: `${APT_GET} install -y chromium chromium-headless-shell`,
} as const

export const INSTALL_COMMAND = `${INSTALL_STEPS.update} && ${INSTALL_STEPS.install}`

/**
 * `apt-get update` takes the package lists' lock (/var/lib/apt/lists/lock), which
 * DPkg::Lock::Timeout does not cover: it still fails at once while another update runs.
 */
export const listsLockHeld = (stderr: string) =>
  /Could not get lock \/var\/lib\/apt\/lists\/lock|Unable to lock directory \/var\/lib\/apt\/lists/.test(
    stderr,
  )

type Run = (command: string) => { status: number | null; stderr: string }

/**
 * Installs Chromium: `apt-get update`, tried again every 5 s while another process holds the
 * lists' lock (up to LOCK_WAIT_S), then the install, which waits for dpkg's lock itself.
 */
export function installChromium(
  run: Run,
  clock: { now: () => number; sleep: (ms: number) => void } = systemClock,
): boolean {
  const giveUpAt = clock.now() + LOCK_WAIT_S * 1000
  for (;;) {
    const update = run(INSTALL_STEPS.update)
    if (update.status === 0) break
    if (!listsLockHeld(update.stderr) || clock.now() >= giveUpAt) return false
    console.log('Another apt-get is updating the package lists: waiting for it')
    clock.sleep(5000)
  }
  return run(INSTALL_STEPS.install).status === 0
}

const systemClock = {
  now: () => Date.now(),
  sleep: (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms),
}

/** One apt-get step in a shell, its output shown, its errors also kept to read. */
function runShown(command: string): { status: number | null; stderr: string } {
  const result = spawnSync('sh', ['-c', command], {
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  process.stderr.write(result.stderr ?? '')
  return { status: result.status, stderr: result.stderr ?? '' }
}

/** The browser the end-to-end tests drive (playwright.config.ts reads the same default). */
export const E2E_BROWSER = '/usr/bin/chromium-headless-shell'

/**
 * The full Chromium the same command installs: the headless shell has no notifications, so a
 * journey that needs them (a pushed order shown by the service worker) drives this one.
 */
export const FULL_CHROMIUM = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium'

export type ChromiumStep = { action: 'ready' } | { action: 'install' } | { action: 'stop'; message: string }

/** What to do, from the facts of this machine. */
export function chromiumStep(facts: {
  path: string
  custom: boolean
  exists: boolean
  root: boolean
  apt: boolean
}): ChromiumStep {
  if (facts.exists) return { action: 'ready' }
  if (facts.custom)
    return {
      action: 'stop',
      message: `CHROMIUM_PATH is ${facts.path}, and no file is there. Fix CHROMIUM_PATH.`,
    }
  if (facts.root && facts.apt) return { action: 'install' }
  const command = facts.apt
    ? `sudo sh -c '${INSTALL_COMMAND}'`
    : 'set CHROMIUM_PATH to a Chromium or Chrome binary (this machine has no apt-get)'
  return {
    action: 'stop',
    message: `The end-to-end tests need Chromium's headless shell at ${facts.path}, and it is missing. Run:\n\n  ${command}\n\nthen npm test again.`,
  }
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

function main() {
  const path = process.env.CHROMIUM_PATH ?? E2E_BROWSER
  const custom = process.env.CHROMIUM_PATH !== undefined
  // Debian's own pair: the shell and the full Chromium (the locked-phone journey's), installed together.
  const installed = () => existsSync(path) && (custom || existsSync(FULL_CHROMIUM))
  const step = chromiumStep({
    path,
    custom,
    exists: installed(),
    root: process.getuid?.() === 0,
    apt: onPath('apt-get'),
  })
  if (step.action === 'ready') return
  if (step.action === 'stop') {
    console.error(step.message)
    process.exit(1)
  }
  console.log(
    "Chromium is missing: installing Debian's Chromium and its headless shell for the end-to-end tests (apt-get)",
  )
  if (!installChromium(runShown) || !installed()) {
    console.error(`Installing Chromium failed. Run it yourself:\n\n  ${INSTALL_COMMAND}\n`)
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
