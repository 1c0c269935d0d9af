import type { ReactNode } from 'react'

/**
 * Text that is always written left to right (phone numbers, M-Pesa receipts, codes, e-mail
 * addresses): in Arabic, "+254722111222" would otherwise show as "254722111222+". `whole` keeps
 * it on one line: a phone number's groups ("0712 345 678") wrapped apart in an Arabic sentence
 * stack out of order. Never for an e-mail address, which must be able to break at 320 px.
 */
export function Ltr({ children, whole = false }: { children: ReactNode; whole?: boolean }) {
  return (
    <bdi dir="ltr" className={whole ? 'ltr-whole' : undefined}>
      {children}
    </bdi>
  )
}
