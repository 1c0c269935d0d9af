declare module '*.po' {
  import type { Messages } from '@lingui/core'
  /** A PO catalogue, compiled on import by the Lingui Vite plugin. */
  export const messages: Messages
}
