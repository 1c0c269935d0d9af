import type { Browser, Page } from '@playwright/test'
import { expect } from './fixtures'

export type Person = { name: string; surname: string; email: string; password: string }

/** Fills and sends the registration form; the page moves on to verification. */
export async function submitRegistration(page: Page, person: Person) {
  await page.goto('/auth/register')
  await fillRegistration(page, person)
}

/** Fills and sends the registration form already on the screen. */
export async function fillRegistration(page: Page, person: Person) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel('First name').fill(person.name)
  await page.getByLabel('Surname').fill(person.surname)
  await page.getByLabel('Email or phone number').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/auth\/verify-account\?identifier=/)
}

/**
 * An e-mail no other registration uses: the same case runs on both viewports at once against one
 * server, and a second registration of an e-mail replaces the first one's code.
 */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.co.ke`

/** Registers a new person and verifies them with the code from the outbox: they end signed in. */
export async function registerAndSignIn(page: Page) {
  const email = uniqueEmail('njeri')
  await submitRegistration(page, { name: 'Njeri', surname: 'Kamau', email, password: 'Mukimo na nyama 2026' })
  await verifyFromOutbox(page, email)
  await expect(page.getByText('Account menu of Njeri')).toBeAttached()
  return { email }
}

/** Enters the verification code the development outbox holds for this email. */
export async function verifyFromOutbox(page: Page, email: string) {
  const outbox = await page.context().newPage()
  await outbox.goto('/dev/outbox')
  const body = await outbox.locator(`tr[data-recipient="${email}"] .outbox-body`).first().textContent()
  await outbox.close()
  await page.getByLabel('Verification code').fill(/\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '')
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** Adds a delivery address through the address book (the checkout needs one). */
export async function addAddress(page: Page) {
  await page.goto('/account/addresses')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: 'Add address' }).click()
  await page.getByLabel('Name of this address').fill('Home')
  await page.getByLabel('Area').selectOption('Kilimani')
  await page.getByLabel('Estate, building or house').fill('Jabavu Court, Block C')
  await page.getByLabel('Landmark').fill('Opposite Yaya Centre')
  await page.getByLabel('Phone for the rider').fill('0712 345 678')
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(page.locator('.address-card')).toHaveCount(1)
}

/**
 * A shopper registered and signed in in a browser of their own (their own network, as the
 * fixtures make every test: sign-up limits), with the Cookie header that browser sends.
 */
export async function signedInShopper(browser: Browser, name: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 254) + 1}` },
  })
  const page = await context.newPage()
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`
  const email = `${name.toLowerCase()}.${tag}@example.co.ke`
  await submitRegistration(page, { name, surname: 'Mwangi', email, password: 'Ugali na sukuma 2026' })
  await verifyFromOutbox(page, email)
  await expect(page.getByText(`Account menu of ${name}`)).toBeAttached()
  const cookie = async () => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  return { name, email, tag, page, context, cookie }
}
