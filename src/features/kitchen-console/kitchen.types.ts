import type { DataOf } from '../../lib/api-errors'
import type { getKitchenBoard } from './kitchen.functions'

type KitchenBoard = DataOf<typeof getKitchenBoard>
export type KitchenOrder = KitchenBoard['items'][number]
