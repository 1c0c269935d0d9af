import type { DataOf } from '../../lib/api-errors'
import type { getKitchenMenu } from './menu.functions'

type KitchenMenu = DataOf<typeof getKitchenMenu>
export type EditorMeal = KitchenMenu['meals'][number]
