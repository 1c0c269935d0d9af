import type { Plugin } from 'vite'

// The browser runs Preact's compat layer in React's place (decision 0046): React DOM alone was
// 62 KiB of the 130 KiB budget. The server keeps React 19, so the HTML is React's.
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

/** Resolves React's entry points to Preact's in the client environment only (vite.config.ts). */
export function preactInBrowser(): Plugin {
  return {
    name: 'homecooked:preact-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = PREACT[source]
      if (!target) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
