import type { Browser, Page } from '@playwright/test'
import { submitRegistration, verifyFromOutbox } from './account-helpers'
import { expect } from './fixtures'

/**
 * OPERATOR_EMAILS holds one address per project and purpose in playwright.config.ts (the projects
 * run at once, and one account can be registered only once): `applications` reviews applications
 * (kitchen-join.spec.ts), `renewals` checks renewed documents (document-renewals.spec.ts).
 */
const operatorOf = (project: string, purpose: 'applications' | 'renewals') => ({
  name: 'Wanjiru',
  surname: 'Operator',
  email:
    purpose === 'applications'
      ? `operator.${project}@homecooked.test`
      : `renewals.${project}@homecooked.test`,
  password: 'Review kitchens 2026',
})

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalogue >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A browser of its own (its own address and cookies), for a second person in the test. */
export async function personOf(browser: Browser) {
  const context = await browser.newContext()
  await context.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
  })
  return { context, page: await context.newPage() }
}

/** Signs the operator in: registered and verified the first time, signed in after that. */
export async function signInOperator(
  page: Page,
  project: string,
  purpose: 'applications' | 'renewals' = 'applications',
) {
  const OPERATOR = operatorOf(project, purpose)
  await page.goto('/auth/login?redirect=%2Foperator%2Fapplications')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel('Email or phone number').fill(OPERATOR.email)
  await page.getByLabel('Password').fill(OPERATOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const wrong = page.getByText('The email, phone number or password is wrong')
  const board = page.getByRole('heading', { name: 'Applications' })
  await expect(wrong.or(board)).toBeVisible()
  if (await wrong.isVisible()) {
    await submitRegistration(page, OPERATOR)
    await verifyFromOutbox(page, OPERATOR.email)
    await expect(page.getByText(`Account menu of ${OPERATOR.name}`)).toBeAttached()
    await page.goto('/operator/applications')
  }
}
