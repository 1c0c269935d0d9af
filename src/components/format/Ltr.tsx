import type { ReactNode } from 'react'

/**
 * Text that is always written left to right (phone numbers, M-Pesa receipts, codes, e-mail
 * addresses): in Arabic, "+254722111222" would otherwise show as "254722111222+".
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>
}
