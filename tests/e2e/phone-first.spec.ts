import { addAddress } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'
import { openMenuSheet } from './header-helpers'
import { codeFromOutbox, freshNumber, outboxBody } from './phone-helpers'

// A phone-first shopper on her phone, in English and in Swahili: she opens an account with her
// number and no password, signs out, signs back in with the code sent by SMS, and finds her number
// already in the checkout's M-Pesa field. Then she moves the account to a new number, which
// counts only once its code is entered, and her old number is told.

test.slow()

const LANGUAGES = [
  {
    prefix: '',
    name: 'First name',
    surname: 'Surname',
    identifier: 'Email or phone number',
    create: 'Create account',
    code: 'Verification code',
    verify: 'Verify',
    signOut: 'Sign Out',
    phone: 'Phone number',
    send: 'Send code',
    signIn: 'Sign in',
    menu: 'Account menu of Chebet',
    mpesa: 'M-Pesa number',
    payWith: 'Pay with',
  },
  {
    prefix: '/sw-KE',
    name: 'Jina la kwanza',
    surname: 'Jina la ukoo',
    identifier: 'Barua pepe au nambari ya simu',
    create: 'Fungua akaunti',
    code: 'Msimbo wa uthibitisho',
    verify: 'Thibitisha',
    signOut: 'Toka',
    phone: 'Nambari ya simu',
    send: 'Tuma msimbo',
    signIn: 'Ingia',
    menu: 'Menyu ya akaunti ya Chebet',
    mpesa: 'Nambari ya M-Pesa',
    payWith: 'Lipa kwa',
  },
]

for (const words of LANGUAGES) {
  test(`a shopper signs up with her number, signs out, signs in by SMS code and pays from it${words.prefix ? ` (${words.prefix.slice(1)})` : ''}`, async ({
    page,
    request,
  }) => {
    const number = freshNumber()
    await page.goto(`${words.prefix}/auth/register`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByLabel(words.name).fill('Chebet')
    await page.getByLabel(words.surname).fill('Kiprono')
    await page.getByLabel(words.identifier).fill(number.typed)
    await page.getByRole('button', { name: words.create }).click()
    // The outbox is read once the code is sent (the page moves on to the code field), never before.
    await expect(page.getByLabel(words.code)).toBeVisible()
    await page.getByLabel(words.code).fill(await codeFromOutbox(page, number.stored))
    await page.getByRole('button', { name: words.verify }).click()
    await expect(page.getByText(words.menu)).toBeAttached()
    // Signed in, the page moves on from the code (home): the menu is opened there, not before.
    await expect(page).not.toHaveURL(/\/auth\//)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()

    await openMenuSheet(page)
    await page.locator('.account-menu summary').click()
    await page.getByRole('button', { name: words.signOut }).click()
    await expect(page.getByText(words.menu)).not.toBeAttached()

    await page.goto(`${words.prefix}/auth/phone-code`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByLabel(words.phone).fill(number.typed)
    await page.getByRole('button', { name: words.send }).click()
    await expect(page.getByLabel(words.code)).toBeVisible()
    await page.getByLabel(words.code).fill(await codeFromOutbox(page, number.stored))
    await page.getByRole('button', { name: words.signIn, exact: true }).click()
    await expect(page.getByText(words.menu)).toBeAttached()

    await addAddress(page)
    await fillCart(page, request)
    await page.goto(`${words.prefix}/cart/food`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByLabel(words.payWith).selectOption('mpesa')
    // The account's number, written as she writes it.
    await expect(page.getByLabel(words.mpesa)).toHaveValue(number.typed)
  })
}

test('a shopper moves her account to a new number: it counts once its code is entered, and the old number is told', async ({
  page,
}) => {
  const old = freshNumber()
  const next = freshNumber()
  await page.goto('/auth/register')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel('First name').fill('Chebet')
  await page.getByLabel('Surname').fill('Kiprono')
  await page.getByLabel('Email or phone number').fill(old.typed)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('Verification code')).toBeVisible()
  await page.getByLabel('Verification code').fill(await codeFromOutbox(page, old.stored))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Account menu of Chebet')).toBeAttached()

  await page.goto('/account')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const details = page.locator('section[aria-labelledby="credentials-title"]')
  await expect(details).toContainText(`You sign in with ${old.typed} and a code we send by SMS`)
  // No password to give: the account signs in by code.
  await expect(details.getByLabel('Current password')).toHaveCount(0)
  await details.getByLabel('New email or phone number (optional)').fill(next.typed)
  await details.getByRole('button', { name: 'Save sign-in details' }).click()

  const waiting = page.locator('section[aria-labelledby="pending-sign-in-title"]')
  await expect(waiting.getByRole('heading', { name: `Confirm ${next.typed}` })).toBeVisible()
  await expect(waiting).toContainText(`Until then you sign in with ${old.typed}`)
  await expect(waiting).toContainText(/You can ask for a new code in 0:[0-5]\d/)
  await waiting.getByLabel('Verification code').fill(await codeFromOutbox(page, next.stored))
  await waiting.getByRole('button', { name: 'Verify' }).click()

  await expect(waiting).toHaveCount(0)
  await expect(details).toContainText(`You sign in with ${next.typed}`)
  expect(await outboxBody(page, old.stored)).toContain(`you now sign in with ${next.typed}`)
})
