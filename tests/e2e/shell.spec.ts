import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { openMenuSheet } from './header-helpers'

const STATIC_PAGES: [string, string][] = [
  ['/pages/about', 'About'],
  ['/pages/career', 'Work at HomeCooked'],
  ['/pages/contact', 'Contact Us'],
  ['/pages/foodsafety', 'Food Safety'],
  ['/pages/help', 'Support & Help'],
  ['/pages/partnership', 'Partnership'],
  ['/pages/privacy', 'Privacy Policy'],
  ['/pages/terms', 'Terms of Use'],
]

for (const [path, title] of STATIC_PAGES) {
  test(`${path} is titled ${title}`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(`HomeCooked | ${title}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
}

test('the food home is titled as SPEC §1 says, in each of the six full languages', async ({ request }) => {
  const titles: [string, string][] = [
    ['', 'Food | Grocery | Chef | Cookbook | Farm | HomeCooked Meals'],
    ['/sw-KE', 'Chakula | Mboga na Bidhaa | Mpishi | Mapishi | Shamba | Milo ya HomeCooked'],
    ['/fr-KE', 'Repas | Épicerie | Chef | Recettes | Ferme | Plats HomeCooked'],
    ['/es-KE', 'Comida | Supermercado | Chef | Recetario | Granja | Platos HomeCooked'],
    ['/pt-KE', 'Comida | Mercearia | Chef | Livro de receitas | Quinta | Pratos HomeCooked'],
    ['/ar-KE', 'طعام | بقالة | طاهٍ | كتاب الطبخ | مزرعة | وجبات HomeCooked'],
  ]
  for (const [prefix, title] of titles) {
    const html = await (await request.get(`${prefix}/food`)).text()
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1], `${prefix}/food`).toBe(`HomeCooked | ${title}`)
  }
})

test('an unknown page answers 404 with the error page', async ({ page, request, consoleErrors }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404)
  await page.goto('/no-such-page')
  // The browser logs the 404 document load itself; that one is expected.
  consoleErrors.splice(0)
  await expect(page.locator('.error-status')).toHaveText(': 404 :')
  await expect(page.locator('.error-message')).toHaveText(': This page could not be found :')
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/')
  await expect(page.getByText('If you think this is a problem with us, please tell us')).toBeVisible()
  consoleErrors.splice(0)
})

test('a kitchens page whose search fails validation is a 404', async ({ request }) => {
  expect((await request.get('/food/kitchens?page=abc')).status()).toBe(404)
  expect((await request.get('/food/kitchens?page=2')).status()).toBe(200)
})

test('a page whose search carries a NUL is a 404, on any route', async ({ request }) => {
  for (const path of ['/food/search?q=a%00', '/food/kitchens?page=1%00', '/sw-KE/auth/login?redirect=%00']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text()).toContain('class="error-status"')
  }
  expect((await request.get('/food/search?q=pilau')).status()).toBe(200)
})

test('the footer shows the copyright of the current year', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.copyright')).toContainText(`© ${new Date().getFullYear()} HomeCooked`)
})

test('the header keeps the same labels on every viewport, and the more menu opens from the keyboard', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // On a phone the more menu is in the header's menu sheet, opened from the keyboard too.
  await openMenuSheet(page)
  await page.locator('.more-menu summary').focus()
  await page.keyboard.press('Enter')
  for (const label of ['About', 'Help & Support', 'Contact Us', 'T&C', 'Privacy Policy']) {
    await expect(page.locator('.more-menu').getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  // Only food is switched on: no service buttons.
  await expect(page.locator('.service-buttons')).toHaveCount(0)
})

test('switched-off services answer 404', async ({ request }) => {
  for (const path of ['/grocery', '/farm/farmers', '/chef/chefs', '/cookbook/recipes']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('the contact form refuses bad fields, then stores a message and confirms', async ({ page }) => {
  await page.goto('/pages/contact')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Please enter your name (2 to 100 characters)')).toBeVisible()
  await page.getByLabel('Your name').fill('Wanjiru Kamau')
  await page.getByLabel('Email').fill('wanjiru@example.co.ke')
  await page.getByLabel('Phone (optional)').fill('0712 345 67')
  await page.getByRole('textbox', { name: 'Message' }).fill('My order arrived late yesterday evening.')
  await page.getByLabel('Phone (optional)').blur()
  await expect(page.getByText('Please enter a Kenyan mobile number such as 0712 345 678')).toBeVisible()
  await page.getByLabel('Phone (optional)').fill('0712 345 678')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status')).toContainText('Thank you! Your message has reached us')
})

test('the partnership form asks for the partner type by radios a keyboard can use, and says when none is chosen', async ({
  page,
}) => {
  await page.goto('/pages/partnership')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Your name').fill('Achieng Otieno')
  await page.getByLabel('Email').fill('achieng@example.co.ke')
  await page.getByRole('textbox', { name: 'Message' }).fill('I cook Luo dishes for offices in Upper Hill.')
  await page.getByRole('button', { name: 'Send' }).click()
  // The legend names the group; its error shows under it and describes it, as a text field's does.
  const group = page.getByRole('group', { name: 'I am a' })
  await expect(group.getByRole('listitem')).toHaveText('Please choose what kind of partner you are')
  await expect(group).toHaveAttribute('aria-invalid', 'true')
  await expect(group).toHaveAccessibleDescription('Please choose what kind of partner you are')
  await expect(page.getByRole('status')).toHaveCount(0)

  // One Tab stop for the group, a visible focus ring, Space chooses, arrows move the choice.
  await page.getByLabel('Kitchen or business name (optional)').focus()
  await page.keyboard.press('Tab')
  const homeCook = group.getByRole('radio', { name: 'Home cook' })
  await expect(homeCook).toBeFocused()
  await expect(homeCook).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Space')
  await expect(homeCook).toBeChecked()
  await page.keyboard.press('ArrowDown')
  await expect(group.getByRole('radio', { name: 'Restaurant' })).toBeChecked()
  await expect(group).not.toHaveAttribute('aria-invalid')
  await expect(group.getByRole('listitem')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused()

  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status')).toContainText('Thank you for applying!')
})

test('static pages and the 404 page have no serious accessibility violation', async ({
  page,
  consoleErrors,
}) => {
  for (const path of ['/pages/contact', '/pages/help', '/sw-KE/pages/partnership']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  }
  consoleErrors.splice(0)
})

test('HTML in a notification is sanitised: an <img onerror> or <script> payload never runs', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/pages/contact')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const imageRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/x')) imageRequests.push(request.url())
  })
  const payload = `Wanjiru<img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>`
  await page.getByLabel('Your name').fill(payload)
  await page.getByLabel('Email').fill('wanjiru@example.co.ke')
  await page.getByRole('textbox', { name: 'Message' }).fill('Testing what the confirmation shows.')
  await page.getByRole('button', { name: 'Send' }).click()
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toContainText('Thank you, Wanjiru')
  await expect(toast.locator('.toast-message strong')).toHaveText('Wanjiru')
  await expect(toast.locator('img, script')).toHaveCount(0)
  // A click dismisses it.
  await toast.locator('.toast-body').click()
  await expect(toast).toHaveCount(0)
  // The payload's image, had it been put in the page, would have been fetched as it was inserted
  // and its onerror run when that failed: by now the toast has come and gone, and no request for
  // it was ever made (checked, rather than a pause that hopes an onerror would have run by then).
  expect(imageRequests).toEqual([])
  await expect(page).not.toHaveTitle('pwned')
  // Chrome reports the policy refusing the handler while DOMPurify parses the payload in its inert
  // document (a known report without execution, cure53/DOMPurify#107): the policy's second line
  // of defence, not a fault. Anything else in the console still fails the test.
  const refusal = /Executing inline event handler violates the following Content Security Policy/
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !refusal.test(text)))
})

test("the help page's delivery answer is the kitchen's base fee plus a price per kilometre", async ({
  page,
}) => {
  await page.goto('/pages/help')
  const answer = page.locator('.static-page-text h2:text-is("How much is delivery?") + p')
  await expect(answer).toContainText('Each kitchen charges a base fee plus a price per kilometre')
  await expect(answer).not.toContainText('fixed')
})

test("a static page's text comes in the page's language, and its links stay in it", async ({ page }) => {
  await page.goto('/sw-KE/pages/help')
  // The link is followed by the router once the page has hydrated: a press during hydration was lost.
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const text = page.locator('.static-page-text')
  await expect(text).not.toHaveAttribute('lang')
  await expect(text.getByRole('heading', { level: 2 }).first()).toHaveText('Usafirishaji ni kiasi gani?')
  await text.getByRole('link', { name: 'ukurasa wa ushirikiano' }).click()
  await expect(page).toHaveURL(/\/sw-KE\/pages\/partnership$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ushirikiano')
})

test('a language without the text shows it in English, marked as English for screen readers', async ({
  page,
}) => {
  await page.goto('/ki-KE/pages/privacy')
  const text = page.locator('.static-page-text')
  await expect(text).toHaveAttribute('lang', 'en')
  await expect(text).toContainText("Kenya's Data Protection Act 2019")
  await expect(text.getByRole('link', { name: 'www.odpc.go.ke' })).toHaveAttribute(
    'href',
    'https://www.odpc.go.ke',
  )
  await expect(text.getByRole('link', { name: 'dpo@homecooked.co.ke' }).first()).toHaveAttribute(
    'href',
    'mailto:dpo@homecooked.co.ke',
  )
})

test('the footer’s countries: Kenya leads to this storefront, the others say they are coming soon', async ({
  page,
}) => {
  await page.goto('/sw-KE/pages/about')
  // Opened once the page is hydrated: the page's content arriving may render the footer anew.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const countries = page.locator('.footer-countries')
  await countries.locator('summary').click()
  await expect(countries).toHaveAttribute('open', '')
  await expect(countries).toContainText('Nchi nyingine zinakuja hivi karibuni')
  // One link, to this site's home in the page's language; no country links to a site that does not exist.
  await expect(countries.getByRole('link')).toHaveCount(1)
  await expect(countries.getByRole('link', { name: 'Kenya' })).toHaveAttribute('href', '/sw-KE')
  await expect(countries.locator('.footer-country-soon', { hasText: 'Uganda' })).toBeVisible()
  await expect(countries.locator('.footer-country-soon')).toHaveCount(29)
})
