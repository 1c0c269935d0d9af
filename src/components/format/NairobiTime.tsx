import { useLingui } from '@lingui/react'
import { formatNairobiTime } from '../../lib/formatters'

/**
 * A moment in Nairobi time, isolated (<bdi>) so the text around it (a kitchen's Latin name in an
 * Arabic line) cannot reorder its day, month and hour.
 */
export function NairobiTime({ iso }: { iso: string }) {
  const { i18n } = useLingui()
  return (
    <bdi>
      <time dateTime={iso}>{formatNairobiTime(iso, i18n.locale)}</time>
    </bdi>
  )
}
