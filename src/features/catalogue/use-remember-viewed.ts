import { useEffect } from 'react'
import { localizePath } from '../../i18n/routing'
import { usePageLocale } from '../../i18n/use-page-locale'
import { rememberLater } from '../../lib/remember'

/**
 * Keeps the kitchen or meal on screen in the browser's list of recently viewed (shown by the
 * offline page, decision record 0095), with its address in the page's language.
 */
export function useRememberViewed(kind: 'kitchen' | 'meal', id: number, name: string, detail: string) {
  const locale = usePageLocale()
  useEffect(() => {
    const href = localizePath(kind === 'kitchen' ? `/food/kitchens/${id}` : `/food/meals/${id}`, locale)
    rememberLater((db) => db.rememberViewed({ kind, id, name, detail, href }))
  }, [kind, id, name, detail, locale])
}
