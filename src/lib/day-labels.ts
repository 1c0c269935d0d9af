import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Day } from './catalogue-lists'

/** The days of the week by name: a kitchen's hours on its page and in its console. */
export const DAY_LABELS: Record<Day, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
}
