import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { chromiumStep, E2E_BROWSER, INSTALL_COMMAND } from '../../scripts/ensure-chromium'

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
