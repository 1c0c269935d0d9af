import { useLingui } from '@lingui/react'
import { formatKes } from '../../lib/money'

/**
 * An amount in shillings, isolated (<bdi>) so a right-to-left sentence (Arabic) cannot move its
 * currency sign or digits around; the amount keeps the direction of its own formatting.
 */
export function Kes({ amount }: { amount: number }) {
  const { i18n } = useLingui()
  return <bdi>{formatKes(amount, i18n.locale)}</bdi>
}
