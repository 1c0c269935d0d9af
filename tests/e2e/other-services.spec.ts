import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { stopServed } from '../fixtures/demo-api-tier'
import { type ServedProcess, startServed } from '../fixtures/served-process'
import { untilServing } from '../fixtures/until-serving'
import { addAddress, registerAndSignIn, submitRegistration, verifyFromOutbox } from './account-helpers'
import { addButton } from './cart-helpers'
import { expect, test } from './fixtures'

/**
 * The grocery, farm, chef and cookbook services (SPEC §1–§2) on the one catalogue engine: off by
 * default (the main e2e server runs SERVICES=food: every route of theirs is a 404 and nothing
 * links to them), and real when SERVICES switches them on (a server of its own here, on the demo
 * storefront, paying against the same Daraja simulator).
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalogue >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const OPERATOR = {
  name: 'Wanjiru',
  surname: 'Operator',
  email: 'operator.services@homecooked.test',
  password: 'Review stores 2026',
}

const OTHER_ROUTES = [
  '/grocery',
  '/grocery/stores',
  '/grocery/products',
  '/grocery/offers',
  '/grocery/search',
  '/grocery/join',
  '/grocery/stores/1',
  '/farm/farmers',
  '/farm/produces/1',
  '/chef/chefs',
  '/chef/experiences/1',
  '/cookbook/creators',
  '/cookbook/recipes/1',
  '/cookbook/ingredients',
  '/cart/grocery',
  '/cart/chef',
  '/cart/farm',
  '/cart/cookbook',
]

test.describe('switched off (SERVICES=food)', () => {
  test('their pages answer 404, the header has no service buttons and no page links to them', async ({
    page,
    request,
  }) => {
    for (const path of OTHER_ROUTES) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    const api = await request.get('/api/kitchens?service=grocery')
    expect(api.status()).toBe(404)
    expect(((await api.json()) as { code: string }).code).toBe('service.off')
    for (const path of ['/', '/food/kitchens', '/cart/food', '/pages/partnership']) {
      await page.goto(path)
      await expect(page.locator('.service-buttons')).toHaveCount(0)
      const links = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
      expect(
        links.filter((href) => /^\/(grocery|farm|chef|cookbook)\b|^\/cart\/(?!food)/.test(href)),
        path,
      ).toEqual([])
    }
  })
})

test.describe('switched on (SERVICES=food,grocery,chef,farm,cookbook)', () => {
  const PORT = 3321
  const ON = `http://127.0.0.1:${PORT}`
  // The Daraja simulator the main configuration starts (playwright.config.ts).
  const DARAJA = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 90}`
  let server: ServedProcess | undefined

  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  test.use({ baseURL: ON })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    const dataDir = mkdtempSync(join(tmpdir(), 'homecooked-services-'))
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' }
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', '--demo'], { env })
    server = startServed('scripts/serve.ts', {
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SERVICES: 'food,grocery,chef,farm,cookbook',
      TRUST_PROXY: 'true',
      DEV_OUTBOX: 'true',
      PUBLIC_URL: ON,
      MPESA_CONSUMER_KEY: 'e2e-key',
      MPESA_CONSUMER_SECRET: 'e2e-secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'e2e-passkey',
      MPESA_BASE_URL: DARAJA,
      MPESA_CALLBACK_SECRET: 'e2e-callback-secret',
      OPERATOR_EMAILS: OPERATOR.email,
    })
    await untilServing(server.child).catch((error: Error) => {
      throw new Error(`${error.message}:\n${server?.output()}`)
    })
  })

  test.afterAll(async () => {
    await stopServed(server)
  })

  /** A seeded provider of a service, by name, with its items. */
  async function provider(page: Page, service: string, name: string) {
    const list = await page.request.get(`/api/kitchens?service=${service}&perPage=50`)
    const found = ((await list.json()) as { items: { id: number; name: string }[] }).items.find(
      (p) => p.name === name,
    )
    if (!found) throw new Error(`No ${service} provider named ${name}`)
    const detail = await page.request.get(`/api/kitchens/${found.id}`)
    return (await detail.json()) as {
      id: number
      name: string
      minOrderKes: number
      meals: { id: number; name: string; priceKes: number }[]
    }
  }

  /** The first slot the cart's picker offers on a day after today (every provider has one within the week). */
  async function chooseLaterSlot(page: Page, label: string) {
    const picker = page.getByLabel(label)
    const values = await picker
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(values).not.toContain('asap')
    const slot = values.find(Boolean)
    if (!slot) throw new Error(`No slot in ${values.join(', ')}`)
    await picker.selectOption(slot)
  }

  test('every service has its pages, tabs and titles, and the header its buttons', async ({ page }) => {
    for (const [path, title] of [
      ['/grocery', 'Grocery | Find Grocery Stores Near You'],
      ['/farm', 'Farm | Find Farmers Near you'],
    ]) {
      await page.goto(path as string)
      await expect(page).toHaveTitle(new RegExp(`${(title as string).replace(/\|/g, '\\|')}`))
    }
    await expect(page.locator('.service-buttons a')).toHaveCount(5)
    await page.goto('/grocery/products')
    await expect(page.getByRole('heading', { name: 'Sukuma wiki' }).first()).toBeVisible()
    await expect(page.getByText('KSh 80 per kg').first()).toBeVisible()
    await page.goto('/chef/experiences')
    await expect(page.getByText('3 hours').first()).toBeVisible()
    // A provider's card speaks its service: a chef is booked days ahead and travels, a farm harvests.
    await page.goto('/chef/chefs')
    await expect(page.getByText('Book 1 day ahead').first()).toBeVisible()
    await expect(page.getByText('Travel from KSh 500').first()).toBeVisible()
    await page.goto('/farm/farmers')
    await expect(page.getByText('On harvest days').first()).toBeVisible()
    await page.goto('/cookbook/ingredients')
    await expect(page.getByRole('heading', { name: 'Wheat flour, 2 kg' })).toBeVisible()
    await page.goto('/grocery/search?q=sukuma')
    await expect(page.getByRole('heading', { name: 'Sukuma wiki' }).first()).toBeVisible()
    // A farm is not a food kitchen, nor a store.
    const farm = await provider(page, 'farm', 'Limuru Greens Farm')
    expect((await page.request.get(`/food/kitchens/${farm.id}`)).status()).toBe(404)
    expect((await page.request.get(`/grocery/stores/${farm.id}`)).status()).toBe(404)
    expect((await page.request.get(`/farm/farmers/${farm.id}`)).status()).toBe(200)
  })

  test('a shopper orders groceries through the same checkout and pays by M-Pesa', async ({ page }) => {
    await registerAndSignIn(page)
    await addAddress(page)
    const store = await provider(page, 'grocery', 'Kilimani Corner Duka')
    const sukuma = store.meals.find((m) => m.name === 'Sukuma wiki')
    if (!sukuma) throw new Error('No sukuma at the duka')
    const kilos = Math.ceil(store.minOrderKes / sukuma.priceKes)
    await page.goto(`/grocery/stores/${store.id}`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await addButton(page, 'Sukuma wiki').click()
    await expect(page.getByLabel('1 in your cart').first()).toBeAttached()
    for (let n = 2; n <= kilos; n += 1) {
      await page.getByRole('button', { name: 'One more Sukuma wiki', exact: true }).click()
      await expect(page.getByLabel(`${n} in your cart`).first()).toBeAttached()
    }
    await page.goto('/cart/grocery')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.getByRole('heading', { name: store.name })).toBeVisible()
    const picker = page.getByLabel(`Delivery time from ${store.name}`)
    const values = await picker
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    const later = values.find((value) => value !== 'asap')
    if (!later) throw new Error(`No slot in ${values.join(', ')}`)
    await picker.selectOption(later)
    await page.getByLabel('Pay with').selectOption({ label: 'M-Pesa' })
    await page.getByLabel('M-Pesa number').fill('0712 345 678')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
    await expect(page.locator('.payment-status')).toContainText('Paid', { timeout: 15_000 })
    await expect(page.getByText('Sukuma wiki').first()).toBeVisible()
    // Its steps are the store's, not a kitchen's.
    await expect(page.locator('.order-head h2')).toHaveText('Sent to the store')
    // The order names its store, linked to the store's own page.
    await expect(page.locator('.order-meta').getByRole('link', { name: store.name })).toHaveAttribute(
      'href',
      `/grocery/stores/${store.id}`,
    )
    // The grocery cart is empty now.
    await page.goto('/cart/grocery')
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
  })

  test('a shopper books a chef for a date, a time and guests at their address', async ({ page }) => {
    await registerAndSignIn(page)
    await addAddress(page)
    const chef = await provider(page, 'chef', 'Chef Amina Hassan')
    const dinner = chef.meals.find((m) => m.name === 'Swahili coast dinner')
    if (!dinner) throw new Error('No dinner')
    const guests = Math.ceil(chef.minOrderKes / dinner.priceKes)
    await page.goto(`/chef/experiences/${dinner.id}`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    // A booking is never "as soon as possible": the button offers its first date.
    await page.getByRole('button', { name: /^Pre-order for .+ Swahili coast dinner$/ }).click()
    await expect(page.getByLabel('1 in your cart').first()).toBeAttached()
    for (let n = 2; n <= guests; n += 1) {
      await page.getByRole('button', { name: 'One more Swahili coast dinner', exact: true }).click()
      await expect(page.getByLabel(`${n} in your cart`).first()).toBeAttached()
    }
    await page.goto('/cart/chef')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await chooseLaterSlot(page, `Date and time ${chef.name} comes to you`)
    await page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
    await expect(page.getByText('Swahili coast dinner').first()).toBeVisible()
    await expect(page.getByText(/Delivery slot: .+\(Nairobi time\)/)).toBeVisible()
  })

  test("a recipe's ingredients go into the grocery cart", async ({ page }) => {
    const recipes = await page.request.get('/api/meals?service=cookbook')
    const recipe = ((await recipes.json()) as { items: { id: number; name: string }[] }).items.find(
      (r) => r.name === 'Sukuma wiki with tomatoes',
    )
    if (!recipe) throw new Error('No recipe')
    await page.goto(`/cookbook/recipes/${recipe.id}`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible()
    await page.getByRole('button', { name: 'Add the ingredients to my grocery cart' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The ingredients are in your' })).toBeVisible()
    await page.getByRole('link', { name: 'grocery cart' }).click()
    await expect(page).toHaveURL(/\/cart\/grocery$/)
    for (const product of ['Red onions', 'Sukuma wiki', 'Tomatoes']) {
      await expect(page.locator('.cart-page').getByText(product, { exact: true }).first()).toBeVisible()
    }
    // The cookbook's own cart is the grocery cart its ingredients went into.
    await page.goto('/cart/cookbook')
    await expect(page).toHaveURL(/\/cart\/grocery$/)
  })

  test("a creator adds a product to a recipe's shopping list, and its ingredients bring it", async ({
    page,
    browser,
  }) => {
    const recipeName = 'Sukuma wiki with tomatoes'
    const creatorContext = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.78' },
    })
    const creator = await creatorContext.newPage()
    await creator.goto('/auth/login?redirect=%2Fkitchen%2Fmenu')
    await expect(creator.locator('html[data-hydrated]')).toBeAttached()
    await creator.getByLabel('Email or phone number').fill('wairimu@kitchens.homecooked.test')
    await creator.getByLabel('Password').fill('Kitchen board 2026')
    await creator.getByRole('button', { name: 'Sign in' }).click()
    await expect(creator).toHaveURL(/\/kitchen\/menu$/)
    await expect(creator.getByRole('heading', { name: 'Your recipes' })).toBeVisible()
    // A recipe is read, not sold: its form asks no price.
    await expect(creator.getByLabel('Price (KSh, whole shillings)')).toHaveCount(0)
    await creator.getByRole('button', { name: `Shopping list of ${recipeName}` }).click()
    const list = creator.getByRole('form', { name: `Shopping list of ${recipeName}` })
    await expect(list.getByRole('group')).toHaveCount(3)
    await list.getByLabel('Find a grocery product').fill('dhania')
    await list.getByRole('button', { name: 'Find', exact: true }).click()
    await list
      .getByRole('button', { name: /^Add Dhania from / })
      .first()
      .click()
    await list.getByLabel('In the recipe (e.g. 2 cups)').last().fill('a handful, chopped')
    await list.getByRole('button', { name: 'Save the shopping list' }).click()
    await expect(list).toHaveCount(0)
    await expect(creator.getByText('Dhania: a handful, chopped')).toBeVisible()
    await creatorContext.close()

    const recipes = await page.request.get('/api/meals?service=cookbook')
    const recipe = ((await recipes.json()) as { items: { id: number; name: string }[] }).items.find(
      (r) => r.name === recipeName,
    )
    await page.goto(`/cookbook/recipes/${recipe?.id}`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.getByText('a handful, chopped')).toBeVisible()
    await page.getByRole('button', { name: 'Add the ingredients to my grocery cart' }).click()
    await page.getByRole('link', { name: 'grocery cart' }).click()
    await expect(page.locator('.cart-page').getByText('Dhania', { exact: true }).first()).toBeVisible()
  })

  test('a shopkeeper joins as a store, an operator approves, and the store sells sukuma by the kilo', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    const storeName = `Mama Mboga ${tag}`
    const email = `mboga.${tag}@example.co.ke`
    await page.goto('/grocery/join')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByLabel('Store name').fill(storeName)
    await page.getByLabel("Shopkeeper's name").fill('Akinyi Otieno')
    await page.getByLabel('Phone').fill('0712 345 678')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Latitude').fill('-1.3000')
    await page.getByLabel('Longitude').fill('36.7800')
    await page.getByLabel('Neighbourhood').selectOption('Kilimani')
    await page.getByLabel('Landmark').fill('Kilimani market, stall 12')
    await page.getByLabel('Typical products and prices').fill('Sukuma wiki, 80\nTomatoes, 120')
    await page.getByLabel('Portions you can make a day').fill('100')
    await page.getByRole('radio', { name: 'Delivery and pick-up' }).check()
    await page
      .getByLabel("Food handler's medical certificate")
      .setInputFiles({ name: 'cheti.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page
      .getByLabel('County food licence')
      .setInputFiles({ name: 'leseni.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByRole('button', { name: 'Send my application' }).click()
    await expect(page.getByRole('status')).toContainText('has reached us with your documents')

    // The operator approves it: the store is made.
    const operatorContext = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' },
    })
    const operator = await operatorContext.newPage()
    await submitRegistration(operator, OPERATOR)
    await verifyFromOutbox(operator, OPERATOR.email)
    await expect(operator.getByText(`Account menu of ${OPERATOR.name}`)).toBeAttached()
    await operator.goto('/operator/applications')
    await operator.getByRole('link', { name: 'Received' }).click()
    await operator.getByRole('link', { name: new RegExp(storeName) }).click()
    await operator.getByRole('button', { name: 'Start the review' }).click()
    await expect(operator.getByText('Under review', { exact: true })).toBeVisible()
    // The review reads in a shopkeeper's words: no cuisines, products rather than dishes.
    await expect(operator.getByRole('heading', { name: 'Typical products and prices' })).toBeVisible()
    await expect(operator.getByText("Shopkeeper's name", { exact: true })).toBeVisible()
    await expect(operator.getByText('Cuisines', { exact: true })).toHaveCount(0)
    await operator.getByRole('button', { name: 'Approve and create the store' }).click()
    await expect(operator.getByText('Approved', { exact: true })).toBeVisible()
    await operatorContext.close()

    // The shopkeeper signs up with the application's e-mail and puts sukuma on sale by the kilo.
    await submitRegistration(page, {
      name: 'Akinyi',
      surname: 'Otieno',
      email,
      password: 'Sukuma na nyanya 2026',
    })
    await verifyFromOutbox(page, email)
    await expect(page.getByText('Account menu of Akinyi')).toBeAttached()
    await page.goto('/kitchen/menu')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Add a product' }) })
    await form.getByLabel('Name').fill(`Sukuma ${tag}`)
    await form.getByLabel('Description').fill('Fresh sukuma wiki from Wakulima market, washed.')
    await form.getByLabel('Price (KSh, whole shillings)').fill('70')
    // A store's categories and units, not a kitchen's.
    await expect(form.getByLabel('Category').locator('option')).toHaveText([
      'Vegetables',
      'Fruit',
      'Flour, rice and beans',
      'Milk and eggs',
      'Drinks',
    ])
    await form.getByLabel('Price is for').selectOption({ label: 'A kilo' })
    await form.getByLabel('Portions a day').fill('50')
    await form.getByRole('button', { name: 'Add the product' }).click()
    await expect(page.getByRole('article', { name: `Sukuma ${tag}` })).toBeVisible({ timeout: 15_000 })
    await page.goto(`/grocery/search?q=${encodeURIComponent(`Sukuma ${tag}`)}`)
    const card = page.getByRole('article', { name: `Sukuma ${tag}` })
    await expect(card).toContainText('KSh 70 per kg')
    await expect(card).toContainText(storeName)
  })
})
