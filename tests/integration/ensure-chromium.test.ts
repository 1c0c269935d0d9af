import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  chromiumStep,
  E2E_BROWSER,
  INSTALL_COMMAND,
  INSTALL_STEPS,
  installChromium,
  LOCK_WAIT_S,
} from '../../scripts/ensure-chromium'

/** `npm test` on a machine without Chromium: the step says what to install, or installs it. */
const facts = { path: E2E_BROWSER, custom: false, exists: false, root: false, apt: true }

describe('the Chromium step of npm test', () => {
  it('does nothing where Chromium is', () => {
    expect(chromiumStep({ ...facts, exists: true })).toEqual({ action: 'ready' })
  })

  it('installs Debian’s Chromium as root with apt-get', () => {
    expect(chromiumStep({ ...facts, root: true })).toEqual({ action: 'install' })
  })

  it('otherwise stops with the one command to run', () => {
    const step = chromiumStep(facts)
    expect(step.action).toBe('stop')
    expect(step.action === 'stop' && step.message).toContain(`sudo sh -c '${INSTALL_COMMAND}'`)
    const noApt = chromiumStep({ ...facts, root: true, apt: false })
    expect(noApt.action === 'stop' && noApt.message).toContain('CHROMIUM_PATH')
  })

  it('never installs over a CHROMIUM_PATH that points nowhere: it names the variable', () => {
    const step = chromiumStep({ ...facts, custom: true, root: true, path: '/opt/none' })
    expect(step.action === 'stop' && step.message).toContain('CHROMIUM_PATH is /opt/none')
  })

  it('as a process: exits 1 with the message, before any other step of npm test', () => {
    const run = spawnSync(process.execPath, ['scripts/ensure-chromium.ts'], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('CHROMIUM_PATH is /nonexistent/chromium')
    const ready = spawnSync(process.execPath, ['scripts/ensure-chromium.ts'], {
      env: { ...process.env, CHROMIUM_PATH: process.execPath },
      encoding: 'utf8',
    })
    expect(ready.status).toBe(0)
  })
})

describe('installing while another apt-get holds a lock', () => {
  const LISTS_BUSY =
    'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)\nE: Unable to lock directory /var/lib/apt/lists/\n'
  /** A clock that moves only when the install sleeps. */
  const fakeClock = () => {
    let now = 0
    return {
      now: () => now,
      sleep: (ms: number) => {
        now += ms
      },
    }
  }

  it('tells both apt-get steps to wait up to 300 s for dpkg’s lock instead of failing at once', () => {
    expect(LOCK_WAIT_S).toBe(300)
    for (const step of [INSTALL_STEPS.update, INSTALL_STEPS.install])
      expect(step).toMatch(/^apt-get -o DPkg::Lock::Timeout=300 /)
    expect(INSTALL_COMMAND).toBe(`${INSTALL_STEPS.update} && ${INSTALL_STEPS.install}`)
  })

  it('tries `apt-get update` again while the package lists’ lock is held, then installs', () => {
    const commands: string[] = []
    const answers = [
      { status: 100, stderr: LISTS_BUSY },
      { status: 100, stderr: LISTS_BUSY },
      { status: 0, stderr: '' },
      { status: 0, stderr: '' },
    ]
    const run = (command: string) => {
      commands.push(command)
      return answers.shift() ?? { status: 1, stderr: '' }
    }
    expect(installChromium(run, fakeClock())).toBe(true)
    expect(commands).toEqual([
      INSTALL_STEPS.update,
      INSTALL_STEPS.update,
      INSTALL_STEPS.update,
      INSTALL_STEPS.install,
    ])
  })

  it('gives up after 300 s of a held lock, and at once on any other failure', () => {
    const clock = fakeClock()
    let updates = 0
    const busy = () => {
      updates += 1
      return { status: 100, stderr: LISTS_BUSY }
    }
    expect(installChromium(busy, clock)).toBe(false)
    expect(clock.now()).toBeGreaterThanOrEqual(300_000)
    expect(updates).toBeGreaterThan(1)
    const offline = () => ({ status: 100, stderr: 'E: Failed to fetch http://deb.debian.org/…\n' })
    const commands: string[] = []
    expect(
      installChromium((command) => {
        commands.push(command)
        return offline()
      }, fakeClock()),
    ).toBe(false)
    expect(commands).toEqual([INSTALL_STEPS.update])
  })
})
