import type { ApiResult } from '../../lib/api-errors'
import type { listAddresses } from './addresses.functions'

/** Types flow from the API's answer, never copied. */
type AddressPage = NonNullable<
  Awaited<ReturnType<typeof listAddresses>> extends ApiResult<infer T> ? T : never
>
export type Address = AddressPage['items'][number]
