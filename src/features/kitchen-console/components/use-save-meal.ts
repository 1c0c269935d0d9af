import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type * as v from 'valibot'
import type { MealInput } from '../../../contracts/menu.schemas'
import { saveMeal, uploadMealPhoto } from '../menu.functions'
import { kitchenMenuQuery } from '../menu.queries'
import { byField, type FieldCodes } from './MealForm'

/**
 * Saves a meal (adds it when there is no id), then its photo when one was chosen: answers the
 * refusal's field errors (the photo's under `photo`), or null once both went through.
 */
export function useSaveMeal(id: number | undefined, done: () => void) {
  const queryClient = useQueryClient()
  // A meal added whose photo was then refused: sending the form again changes that meal
  // instead of adding it twice.
  const added = useRef<number | undefined>(undefined)
  return async (meal: v.InferOutput<typeof MealInput>, photo: File | null): Promise<FieldCodes | null> => {
    try {
      const target = id ?? added.current
      const saved = await saveMeal({ data: { ...(target === undefined ? {} : { id: target }), meal } })
      if (saved.errors !== null) return byField(saved.codes ?? { _: [saved.code ?? 'server.error'] })
      if (id === undefined) added.current = saved.data.id
      if (photo) {
        const form = new FormData()
        form.set('id', String(saved.data.id))
        form.set('photo', photo)
        const uploaded = await uploadMealPhoto({ data: form })
        if (uploaded.errors !== null)
          return byField(uploaded.codes ?? { photo: [uploaded.code ?? 'server.error'] })
      }
      added.current = undefined
      done()
      return null
    } catch {
      return { _: ['server.error'] }
    } finally {
      await queryClient.invalidateQueries({ queryKey: kitchenMenuQuery.queryKey })
    }
  }
}
