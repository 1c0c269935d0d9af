import { fillRegistration } from './account-helpers'
import { expect, test } from './fixtures'
import { codeFromOutbox, freshNumber } from './phone-helpers'
import { readsLeftToRight } from './rtl-helpers'

// Most Nairobi shoppers live on their phone number: a shopper who signed up with one signs in on
// another phone with the 6-digit code sent to it by SMS, no password, in English and in Swahili.

const LANGUAGES = [
  {
    prefix: '',
    phone: 'Phone number',
    send: 'Send code',
    sent: /We sent a 6-digit code to 07\d\d \d{3} \d{3}/,
    code: 'Verification code',
    signIn: 'Sign in',
    menu: 'Account menu of Wanjiru',
  },
  {
    prefix: '/sw-KE',
    phone: 'Nambari ya simu',
    send: 'Tuma msimbo',
    sent: /07\d\d \d{3} \d{3}/,
    code: 'Msimbo wa uthibitisho',
    signIn: 'Ingia',
    menu: 'Menyu ya akaunti ya Wanjiru',
  },
]

for (const language of LANGUAGES) {
  test(`a shopper signs in on a new phone with the code sent to her number${language.prefix ? ` (${language.prefix.slice(1)})` : ''}`, async ({
    page,
    context,
  }) => {
    const number = freshNumber()
    await page.goto('/auth/register')
    await fillRegistration(page, {
      name: 'Wanjiru',
      surname: 'Njoroge',
      email: number.typed,
      password: 'Chapati na ndengu 2026',
    })
    await page.getByLabel('Verification code').fill(await codeFromOutbox(page, number.stored))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Account menu of Wanjiru')).toBeAttached()

    // Another phone: nothing of the first session comes along.
    await context.clearCookies()
    await page.goto(`${language.prefix}/auth/phone-code`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByLabel(language.phone).fill(number.typed)
    await page.getByRole('button', { name: language.send }).click()
    await expect(page.getByText(language.sent)).toBeVisible()
    await page.getByLabel(language.code).fill(await codeFromOutbox(page, number.stored))
    await page.getByRole('button', { name: language.signIn, exact: true }).click()
    await expect(page.getByText(language.menu)).toBeAttached()
    await expect(page).not.toHaveURL(/\/auth\//)
  })
}

test('the sign-in page leads to the code, and a number that is not a Kenyan mobile is refused', async ({
  page,
}) => {
  await page.goto('/auth/login')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('link', { name: 'No password? Sign in with a code by SMS' }).click()
  await expect(page).toHaveURL(/\/auth\/phone-code$/)
  await page.getByLabel('Phone number').fill('0612 345 678')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true')
})

test('in Arabic the number the code went to reads left to right inside the sentence', async ({ page }) => {
  const number = freshNumber()
  await page.goto('/ar-KE/auth/phone-code')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel('رقم الهاتف').fill(number.typed)
  await page.getByRole('button', { name: 'أرسل الرمز' }).click()
  await expect(page.getByLabel('رمز التحقق')).toBeVisible()
  expect(await readsLeftToRight(page, number.typed)).toBe(true)
})

test('a shopper signs up with her phone number and no password, and is signed in by the code', async ({
  page,
}) => {
  const number = freshNumber()
  await page.goto('/auth/register')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel('First name').fill('Akinyi')
  await page.getByLabel('Surname').fill('Ouma')
  await page.getByLabel('Email or phone number').fill(number.typed)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/auth\/verify-account\?identifier=/)
  await page.getByLabel('Verification code').fill(await codeFromOutbox(page, number.stored))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Account menu of Akinyi')).toBeAttached()
})

test('an e-mail without a password is refused at once, saying a phone number could go without one', async ({
  page,
}) => {
  await page.goto('/auth/register')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel('First name').fill('Akinyi')
  await page.getByLabel('Surname').fill('Ouma')
  await page.getByLabel('Email or phone number').fill('akinyi.ouma@example.co.ke')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Please choose a password: an email signs in with one')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/register$/)
})
