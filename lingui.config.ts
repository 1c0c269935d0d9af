import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALES, UNROUTED_CATALOGUES } from './src/i18n/locales'

/**
 * Catalogues are PO files in locales/, one per language (named by the locale table's `file`),
 * extracted from the code by `npm run i18n:extract` and compiled on import by the Vite plugin.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES.map((l) => l.file), ...UNROUTED_CATALOGUES],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
