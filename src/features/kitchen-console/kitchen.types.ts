import type { DataOf } from '../../lib/api-errors'
import type { getKitchenBoard } from './kitchen.functions'

export type KitchenBoard = DataOf<typeof getKitchenBoard>
export type KitchenOrder = KitchenBoard['items'][number]
