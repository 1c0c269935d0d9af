import { useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { saveMeal, uploadMealPhoto } from '../menu.functions'
import { kitchenMenuQuery } from '../menu.queries'
import type { MealInput } from '../menu.schemas'
import { byField, type FieldCodes } from './MealForm'

/**
 * Saves a meal (adds it when there is no id), then its photo when one was chosen: answers the
 * refusal's field errors (the photo's under `photo`), or null once both went through.
 */
export function useSaveMeal(id: number | undefined, done: () => void) {
  const queryClient = useQueryClient()
  return async (meal: v.InferOutput<typeof MealInput>, photo: File | null): Promise<FieldCodes | null> => {
    try {
      const saved = await saveMeal({ data: { ...(id === undefined ? {} : { id }), meal } })
      if (saved.errors !== null) return byField(saved.codes ?? { _: [saved.code ?? 'server.error'] })
      if (photo) {
        const form = new FormData()
        form.set('id', String(saved.data.id))
        form.set('photo', photo)
        const uploaded = await uploadMealPhoto({ data: form })
        if (uploaded.errors !== null)
          return byField(uploaded.codes ?? { photo: [uploaded.code ?? 'server.error'] })
      }
      done()
      return null
    } catch {
      return { _: ['server.error'] }
    } finally {
      await queryClient.invalidateQueries({ queryKey: kitchenMenuQuery.queryKey })
    }
  }
}
