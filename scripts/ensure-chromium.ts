/**
 * The first step of `npm test`: the end-to-end tests run in Debian's Chromium headless shell
 * (no browser is downloaded; the benchmark's Lighthouse drives the full Chromium, installed by
 * the same command). Where it is missing, this installs it when it can (root and apt-get) and
 * otherwise stops at once with the one command to run, instead of failing minutes later.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium chromium-headless-shell'

/** The browser the end-to-end tests drive (playwright.config.ts reads the same default). */
export const E2E_BROWSER = '/usr/bin/chromium-headless-shell'

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
  const step = chromiumStep({
    path,
    custom: process.env.CHROMIUM_PATH !== undefined,
    exists: existsSync(path),
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
  const installed = spawnSync('sh', ['-c', INSTALL_COMMAND], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (installed.status !== 0 || !existsSync(path)) {
    console.error(`Installing Chromium failed. Run it yourself:\n\n  ${INSTALL_COMMAND}\n`)
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
