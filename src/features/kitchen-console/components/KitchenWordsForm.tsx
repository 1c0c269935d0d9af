import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { toastMessage } from '../../../components/notifications/notify'
import type { KitchenProfile } from '../../../contracts/kitchen-words.schemas'
import { KitchenProfileInput, KitchenWordsInput } from '../../../contracts/kitchen-words.schemas'
import { unwrap } from '../../../lib/api-errors'
import { CONTENT_LANGUAGES, type ContentLanguage, languageName } from '../../../lib/content-languages'
import { signOutOn401 } from '../../../session/session.queries'
import { saveKitchenProfile, saveKitchenTranslation } from '../kitchen-words.functions'
import { kitchenProfileQuery } from '../kitchen-words.queries'
import { RemoveWordsButton } from './RemoveWordsButton'
import { WordsLanguagePicker } from './WordsLanguagePicker'

/**
 * The kitchen's tagline and story (decision record 0104): in the language the cook writes in,
 * and, one language at a time, in any other the storefront speaks. Shoppers read the words in
 * their page's language when given, else in the cook's own.
 */
export function KitchenWordsForm() {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(kitchenProfileQuery)
  const [editing, setEditing] = useState<ContentLanguage>(data.language)
  const own = editing === data.language
  const words = own ? data : data.translations[editing]
  const editingName = languageName(editing)
  const saved = (profile: KitchenProfile) => {
    queryClient.setQueryData(kitchenProfileQuery.queryKey, profile)
    setEditing((language) =>
      profile.language === language || language in profile.translations ? language : profile.language,
    )
    toastMessage({ type: 'success', title: _(msg`Your words are saved`) })
  }
  const remove = useMutation({
    mutationFn: async () =>
      unwrap(await saveKitchenTranslation({ data: { language: editing, words: null } })),
    onSuccess: (profile) => {
      queryClient.setQueryData(kitchenProfileQuery.queryKey, profile)
      setEditing(profile.language)
    },
  })
  const wordFields = [
    {
      name: 'tagline' as const,
      label: _(msg`Tagline`),
      required: true,
      hint: _(msg`One line under your kitchen's name`),
      textLang: editing,
    },
    {
      name: 'story' as const,
      label: _(msg`Your story`),
      multiline: true,
      hint: _(msg`Who cooks, and what shoppers come back for`),
      textLang: editing,
    },
  ]
  return (
    <section aria-labelledby="kitchen-words-title" className="account-section">
      <h2 id="kitchen-words-title">
        <Trans>Your kitchen in your words</Trans>
      </h2>
      <p>
        <Trans>
          Shoppers read your tagline and story in their language when you give it, and in yours when you do
          not.
        </Trans>
      </p>
      <WordsLanguagePicker
        label={<Trans>Words in</Trans>}
        languages={CONTENT_LANGUAGES}
        value={editing}
        onChange={setEditing}
        own={data.language}
        given={data.translations}
      />
      {own ? (
        <SchemaForm
          key={`own-${data.language}`}
          labelledBy="kitchen-words-title"
          schema={KitchenProfileInput}
          defaults={{ language: data.language, tagline: data.tagline, story: data.story }}
          fields={[
            {
              name: 'language',
              label: _(msg`The language you write in`),
              required: true,
              options: CONTENT_LANGUAGES.map((language) => ({
                value: language,
                label: languageName(language),
              })),
            },
            ...wordFields,
          ]}
          onFailure={signOutOn401(queryClient)}
          submitLabel={<Trans>Save your words</Trans>}
          busyLabel={<Busy />}
          onSubmit={(values) => saveKitchenProfile({ data: v.parse(KitchenProfileInput, values) })}
          onSuccess={saved}
        />
      ) : (
        <>
          <SchemaForm
            key={`in-${editing}`}
            labelledBy="kitchen-words-title"
            schema={KitchenWordsInput}
            defaults={{ tagline: words?.tagline ?? '', story: words?.story ?? '' }}
            fields={wordFields}
            onFailure={signOutOn401(queryClient)}
            submitLabel={<Trans>Save the words in {editingName}</Trans>}
            busyLabel={<Busy />}
            onSubmit={(values) =>
              saveKitchenTranslation({
                data: { language: editing, words: v.parse(KitchenWordsInput, values) },
              })
            }
            onSuccess={saved}
          />
          <RemoveWordsButton given={words !== undefined} remove={remove}>
            <Trans>Remove the words in {editingName}</Trans>
          </RemoveWordsButton>
        </>
      )}
    </section>
  )
}
