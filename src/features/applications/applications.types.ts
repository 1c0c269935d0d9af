import type { DataOf } from '../../lib/api-errors'
import type { getApplication, getApplications } from './review.functions'

export type Application = DataOf<typeof getApplication>
export type ApplicationPage = DataOf<typeof getApplications>
