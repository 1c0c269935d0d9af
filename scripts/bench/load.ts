import { spawn } from 'node:child_process'

export type LoadFigures = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
}

/**
 * autocannon in a separate process (so the load generator does not share the server's event
 * loop): `connections` at once for `seconds`, JSON out.
 */
export function load(url: string, options: { connections: number; seconds: number; cookie?: string }) {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-j',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
  ]
  if (options.cookie) args.push('-H', `Cookie=${options.cookie}`)
  args.push(url)
  return new Promise<LoadFigures>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`))
      const result = JSON.parse(out) as {
        requests: { average: number }
        latency: { p50: number; p99: number }
        errors: number
        non2xx: number
      }
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      })
    })
  })
}
