import type { Page } from '@playwright/test'

/** A Kenyan number no other test uses, as typed and shown (0712 345 678) and as stored (+254712345678). */
export function freshNumber() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  return {
    typed: `07${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    stored: `+2547${digits}`,
  }
}

/** The newest message to a recipient, read from the development outbox page. */
export async function outboxBody(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage()
  await outbox.goto('/dev/outbox')
  const body = await outbox.locator(`tr[data-recipient="${recipient}"] .outbox-body`).first().textContent()
  await outbox.close()
  return body ?? ''
}

/** The 6-digit code in the newest message to a recipient. */
export const codeFromOutbox = async (page: Page, recipient: string) =>
  /\b(\d{6})\b/.exec(await outboxBody(page, recipient))?.[1] ?? ''
