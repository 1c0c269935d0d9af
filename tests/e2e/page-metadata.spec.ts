import { expect, test } from './fixtures'

/**
 * SPEC §1: every page has a title (the product name, then the page's title), a meta title,
 * keywords, a summary and a description, in English and in French; the 404 and error pages too.
 * Read from the HTML the server sends, as a crawler or a link preview reads it.
 */
const ROUTES = [
  '/',
  '/food',
  '/food/join',
  '/food/kitchens',
  '/food/kitchens/1',
  '/food/meals',
  '/food/meals/1',
  '/food/offers',
  '/food/search',
  '/cart/food',
  '/account',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/confirm-account',
  '/auth/verify-account',
  '/errors',
  '/errors/404',
  '/no-such-page',
  '/food/kitchens/999999',
  ...['about', 'career', 'contact', 'foodsafety', 'help', 'partnership', 'privacy', 'terms'].map(
    (page) => `/pages/${page}`,
  ),
]

const headOf = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (name: string) =>
    [...head.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1])
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    metaTitle: meta('title'),
    keywords: meta('keywords'),
    summary: meta('summary'),
    description: meta('description'),
  }
}

test('every page has its title, meta title, keywords, summary and description, in English and French', async ({
  request,
}) => {
  const englishTitles = new Map<string, string>()
  for (const prefix of ['', '/fr-KE']) {
    for (const route of ROUTES) {
      const path = `${prefix}${route === '/' && prefix ? '' : route}`
      const response = await request.get(path)
      const head = headOf(await response.text())
      const where = `${path} (${response.url()})`
      // One of each, filled in: a page's own title, never the bare product name.
      expect(head.titles, where).toHaveLength(1)
      const title = head.titles[0] ?? ''
      expect(title, where).toMatch(/^HomeCooked \| \S/)
      expect(head.metaTitle, where).toEqual([title])
      for (const field of ['keywords', 'summary', 'description'] as const) {
        expect(head[field], `${where} ${field}`).toHaveLength(1)
        expect(head[field][0]?.trim(), `${where} ${field}`).not.toBe('')
      }
      if (!prefix) englishTitles.set(route, title)
      // The site's own pages are titled in French (a kitchen's or a meal's name is its own).
      else if (!/\/\d+$/.test(route)) expect(title, where).not.toBe(englishTitles.get(route))
    }
  }
})
