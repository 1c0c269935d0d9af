/**
 * How Kenyans write their own number (0712 345 678), from the form it is stored in (+254712345678,
 * as src/lib/phone.ts gives it); anything else as it is. Formatting only, nothing parsed: pages
 * that show a stored number import this, not the parser and its metadata (~9 KiB gzip).
 */
export function localKenyanPhone(e164: string): string {
  const national = /^\+254(\d{9})$/.exec(e164)?.[1]
  return national ? `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` : e164
}

/** Whether a stored identifier is a Kenyan number (E.164), not an e-mail address. */
export const isKenyanPhone = (identifier: string): boolean => /^\+254\d{9}$/.test(identifier)
