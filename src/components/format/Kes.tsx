import { useLingui } from '@lingui/react'
import { formatKes } from '../../lib/money'

/**
 * An amount in shillings ("KSh 450"), isolated (<bdi>) so a right-to-left sentence (Arabic)
 * cannot move its label or digits around: the label's Latin letters make the amount read left to
 * right inside any sentence.
 */
export function Kes({ amount }: { amount: number }) {
  const { i18n } = useLingui()
  return <bdi>{formatKes(amount, i18n.locale)}</bdi>
}
