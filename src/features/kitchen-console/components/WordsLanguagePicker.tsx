import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type ReactNode, useId } from 'react'
import { type ContentLanguage, languageName } from '../../../lib/content-languages'

/**
 * Which language of the kitchen's words to edit (decision record 0104): each by its own name,
 * saying whether it is the kitchen's own, given, or not given yet.
 */
export function WordsLanguagePicker({
  label,
  languages,
  value,
  onChange,
  own,
  given,
}: {
  label: ReactNode
  languages: readonly ContentLanguage[]
  value: ContentLanguage
  onChange: (language: ContentLanguage) => void
  /** The language the kitchen writes in, when it is in the list. */
  own?: ContentLanguage
  given: Partial<Record<ContentLanguage, unknown>>
}) {
  const { _ } = useLingui()
  const id = useId()
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ContentLanguage)}>
        {languages.map((language) => {
          const name = languageName(language)
          return (
            <option key={language} value={language}>
              {language === own
                ? _(msg`${name}: the language you write in`)
                : language in given
                  ? _(msg`${name}: given`)
                  : _(msg`${name}: not given yet`)}
            </option>
          )
        })}
      </select>
    </p>
  )
}
