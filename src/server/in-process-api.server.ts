/**
 * The Hono app of both APIs, run in this process (`npm start`'s one process). Imported lazily, so
 * a web tier calling a remote API tier never loads database code; the Workers build replaces this
 * file with in-process-api.edge.ts (vite.edge.config.ts, decision 0100).
 */
export async function inProcessApi() {
  const { apiApp } = await import('../api/default-app.server')
  return apiApp
}
