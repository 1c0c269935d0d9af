import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { SearchIcon } from '../../../components/icons'
import type { Service } from '../../../lib/catalogue-lists'
import { suggestCatalogue } from '../catalogue.functions'

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 250

type Suggestion = { kind: 'kitchen' | 'meal'; id: number; name: string; detail: string }

/**
 * The search form: a plain GET form (no JavaScript needed: it submits ?q= to this page), whose
 * input offers kitchen and dish names while typing through a native datalist, which browsers
 * and screen readers already know as a combobox. Each keystroke cancels the previous request.
 */
export function SearchBox({
  q,
  onSearch,
  filters,
  service,
}: {
  /** Another service's names to suggest than food's. */
  service?: Service
  q: string
  onSearch: (keyword: string) => void
  /** The results' "Filters" button, beside the box: one row above the results on a phone. */
  filters?: ReactNode
}) {
  const { t } = useLingui()
  const listId = useId()
  const [typed, setTyped] = useState(q)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const field = useRef<HTMLInputElement>(null)
  // Arriving with no keyword (the header's search button, the Search tab), the shopper came to
  // type: the cursor waits in the field. `autoFocus` does it as the HTML loads; a page the router
  // renders in the browser gets no autofocus, so the field is focused here, unless the shopper
  // is already typing in another field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page arrives
  useEffect(() => {
    if (!q && !document.activeElement?.matches('input, textarea, select')) field.current?.focus()
  }, [])
  useEffect(() => {
    const keyword = typed.trim()
    if (!keyword || keyword.length > 100) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      suggestCatalogue({ data: { keyword, service }, signal: controller.signal })
        .then((result) => {
          if (!controller.signal.aborted && result.errors === null) setSuggestions(result.data.suggestions)
        })
        // Suggestions are a help, never in the way: a failed or cancelled call shows none.
        .catch(() => undefined)
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [typed, service])
  return (
    <search className="search-bar">
      {/* method="get": before the page hydrates, the form searches as HTML (decision 0053). */}
      <form
        method="get"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim())
        }}
      >
        <label htmlFor="search-q" className="visually-hidden">
          {t`Dish, kitchen, area or cuisine`}
        </label>
        <input
          id="search-q"
          ref={field}
          // biome-ignore lint/a11y/noAutofocus: the search page's one task is typing a search (above)
          autoFocus={!q}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          key={q}
          list={listId}
          autoComplete="off"
          placeholder={t`Dish, kitchen, area or cuisine`}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={`${suggestion.kind}-${suggestion.id}`} value={suggestion.name}>
              {suggestion.detail}
            </option>
          ))}
        </datalist>
        {/* A magnifier, so the box keeps the row's room on a 320 px phone; its name is the word. */}
        <button type="submit" className="button search-submit">
          <SearchIcon />
          <span className="visually-hidden">
            <Trans>Search</Trans>
          </span>
        </button>
      </form>
      {filters}
    </search>
  )
}
