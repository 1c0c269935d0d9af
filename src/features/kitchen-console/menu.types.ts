import type { DataOf } from '../../lib/api-errors'
import type { getKitchenMenu } from './menu.functions'

export type KitchenMenu = DataOf<typeof getKitchenMenu>
export type EditorMeal = KitchenMenu['meals'][number]
