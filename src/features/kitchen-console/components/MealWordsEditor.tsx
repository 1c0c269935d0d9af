import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { toastMessage } from '../../../components/notifications/notify'
import { MealWordsInput } from '../../../contracts/kitchen-words.schemas'
import { unwrap } from '../../../lib/api-errors'
import { CONTENT_LANGUAGES, type ContentLanguage, languageName } from '../../../lib/content-languages'
import { signOutOn401 } from '../../../session/session.queries'
import { saveMealTranslation } from '../kitchen-words.functions'
import { kitchenMenuQuery } from '../menu.queries'
import type { EditorMeal } from '../menu.types'
import { RemoveWordsButton } from './RemoveWordsButton'
import { WordsLanguagePicker } from './WordsLanguagePicker'

/**
 * A meal's description in the storefront's other languages (decision record 0104), one at a
 * time: shoppers reading one of them see it instead of the kitchen's own.
 */
export function MealWordsEditor({
  meal,
  kitchenLanguage,
}: {
  meal: EditorMeal
  kitchenLanguage: ContentLanguage
}) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const titleId = useId()
  const others = CONTENT_LANGUAGES.filter((language) => language !== kitchenLanguage)
  const [editing, setEditing] = useState<ContentLanguage>(others[0] ?? 'sw')
  const given = meal.translations[editing]
  const editingName = languageName(editing)
  const refresh = () => queryClient.invalidateQueries({ queryKey: kitchenMenuQuery.queryKey })
  const remove = useMutation({
    mutationFn: async () =>
      unwrap(await saveMealTranslation({ data: { id: meal.id, language: editing, words: null } })),
    onSettled: refresh,
  })
  return (
    <section aria-labelledby={titleId} className="meal-words">
      <h4 id={titleId}>
        <Trans>The description in other languages</Trans>
      </h4>
      <WordsLanguagePicker
        label={<Trans>Language</Trans>}
        languages={others}
        value={editing}
        onChange={setEditing}
        given={meal.translations}
      />
      <SchemaForm
        key={editing}
        labelledBy={titleId}
        schema={MealWordsInput}
        defaults={{ description: given?.description ?? '' }}
        fields={[
          {
            name: 'description',
            label: _(msg`Description in ${editingName}`),
            required: true,
            multiline: true,
            textLang: editing,
          },
        ]}
        onFailure={signOutOn401(queryClient)}
        submitLabel={<Trans>Save the description in {editingName}</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) =>
          saveMealTranslation({
            data: { id: meal.id, language: editing, words: v.parse(MealWordsInput, values) },
          })
        }
        onSuccess={async () => {
          await refresh()
          toastMessage({ type: 'success', title: _(msg`Your words are saved`) })
        }}
      />
      <RemoveWordsButton given={given !== undefined} remove={remove}>
        <Trans>Remove the description in {editingName}</Trans>
      </RemoveWordsButton>
    </section>
  )
}
