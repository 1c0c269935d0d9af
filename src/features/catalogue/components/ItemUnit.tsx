import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { ItemUnit } from '../../../lib/catalogue-lists'

/** What a price is for, after it ("KSh 80 / kg"); a meal's portion and a recipe say nothing. */
const PER_UNIT: Record<ItemUnit, MessageDescriptor | null> = {
  portion: null,
  recipe: null,
  kg: msg`per kg`,
  bunch: msg`per bunch`,
  piece: msg`each`,
  litre: msg`per litre`,
  tray: msg`per tray`,
  guest: msg`per guest`,
}

export function UnitOf({ unit }: { unit: ItemUnit }) {
  const { _ } = useLingui()
  const per = PER_UNIT[unit]
  return per ? <span className="price-unit"> {_(per)}</span> : null
}

/** How long a chef's experience lasts: whole hours as hours, else minutes. */
export function Duration({ minutes }: { minutes: number }) {
  const hours = minutes / 60
  return Number.isInteger(hours) ? (
    <Plural value={hours} one="# hour" other="# hours" />
  ) : (
    <Trans>{minutes} min</Trans>
  )
}
