import type { DataOf } from '../../lib/api-errors'
import type { getApplication } from './review.functions'

export type Application = DataOf<typeof getApplication>
