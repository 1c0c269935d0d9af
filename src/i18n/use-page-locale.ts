import { useRouteContext } from '@tanstack/react-router'

/** The locale of the page being shown (the root route decides it from the URL). */
export const usePageLocale = () => useRouteContext({ from: '__root__', select: (context) => context.locale })
