import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { SearchIcon } from '../../components/icons'
import { localizePath } from '../../i18n/routing'

/**
 * The home page's search box: one tap from the first screen to a search. A plain GET form to the
 * search page (it works before the script, in the page's language); with the script the router
 * goes there without reloading. It does not take the focus: a phone's keyboard would cover the
 * page the shopper came to look at.
 */
export function HomeSearch() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const locale = useRouteContext({ from: '__root__', select: (context) => context.locale })
  return (
    <search className="search-bar home-search">
      <form
        method="get"
        action={localizePath('/food/search', locale)}
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault()
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          void navigate({ to: '/food/search', search: q ? { q } : {} })
        }}
      >
        <label htmlFor="home-q" className="visually-hidden">
          {t`Dish, kitchen, area or cuisine`}
        </label>
        <input
          id="home-q"
          name="q"
          type="search"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Dish, kitchen, area or cuisine`}
        />
        <button type="submit" className="button search-submit">
          <SearchIcon />
          <span className="visually-hidden">{t`Search`}</span>
        </button>
      </form>
    </search>
  )
}
