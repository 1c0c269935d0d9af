import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markdownToSafeHtml, STATIC_TEXT_TAGS } from '../../src/domain/content/markdown'
import { localisedLinks } from '../../src/features/content/static-page-links'
import { STATIC_PAGE_SLUGS } from '../../src/features/content/static-pages'
import { LOCALES } from '../../src/i18n/locales'

const ALLOWED_TAGS = new Set(STATIC_TEXT_TAGS)
const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1]?.toLowerCase())
/** Every attribute of every tag, as the sanitiser writes them (name="value", double quotes). */
const attributesOf = (html: string) =>
  [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)].flatMap(([, tag = '', attributes = '']) =>
    [...attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => ({
      tag: tag.toLowerCase(),
      name: name.toLowerCase(),
      value,
    })),
  )

describe("a static page's Markdown becomes safe HTML", () => {
  it('keeps the structure of the text: sections, lists, emphasis and links', () => {
    const html = markdownToSafeHtml(
      '# Title\n\nSome **bold** and *soft* text. Write to dpo@homecooked.co.ke.\n\n## Rights\n\n- one\n- [help](/pages/help)\n',
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong> and <em>soft</em>')
    expect(html).toContain('<a href="mailto:dpo@homecooked.co.ke">dpo@homecooked.co.ke</a>')
    expect(html).toContain('<ul>\n<li>one</li>\n<li><a href="/pages/help">help</a></li>\n</ul>')
  })

  it('shows HTML written in the Markdown as text and drops links that would run code', () => {
    const html = markdownToSafeHtml(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '![pic](https://example.com/a.png)',
        '<a href="https://evil.example" onclick="alert(4)">x</a>',
        '[elsewhere](//evil.example/page)',
      ].join('\n\n'),
    )
    expect(tagsOf(html).filter((tag) => !ALLOWED_TAGS.has(tag ?? ''))).toEqual([])
    expect(html).not.toMatch(/href="(?:javascript|data):/i)
    expect(html).not.toContain('href="//')
    expect(html).not.toMatch(/<[^>]+\son\w+=/i)
    // The would-be tags are shown, escaped, so a translator sees the mistake on the page.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('never lets any text through as a tag outside the allow-list or an attribute that runs code', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      '/',
      ' ',
      '\n',
      '`',
      '[',
      ']',
      '(',
      ')',
      '!',
      '*',
      '#',
      '-',
      '&',
      ';',
      'script',
      'img',
      'onerror',
      'onload',
      'javascript:',
      'href',
      'src',
      'a',
      'iframe',
      'style',
      'svg',
      'x',
    )
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        const html = markdownToSafeHtml(parts.join(''))
        expect(tagsOf(html).filter((tag) => !ALLOWED_TAGS.has(tag ?? ''))).toEqual([])
        // Inside the tags only: the text may well say "href=javascript:", shown as words.
        for (const { tag, name, value } of attributesOf(html)) {
          expect(`${tag} ${name}`).toMatch(/^(a href|ol start)$/)
          if (name === 'href') expect(value).toMatch(/^(https:|mailto:|tel:|\/(?!\/)|[^:/]*$)/i)
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe("links between a page's text and the other pages", () => {
  it('lead to the same language, and leave other sites, e-mail and phone alone', () => {
    const html =
      '<a href="/pages/help">help</a> <a href="https://www.odpc.go.ke">ODPC</a> <a href="mailto:a@b.ke">a</a> <a href="//x.example/">x</a>'
    expect(localisedLinks(html, 'sw-KE')).toBe(
      '<a href="/sw-KE/pages/help">help</a> <a href="https://www.odpc.go.ke">ODPC</a> <a href="mailto:a@b.ke">a</a> <a href="//x.example/">x</a>',
    )
    expect(localisedLinks(html, 'en-KE')).toBe(html)
  })
})

describe('the content files', () => {
  const full = LOCALES.filter((locale) => locale.full).map((locale) => locale.slug)

  it('hold every static page in each of the six full languages, and nothing else', () => {
    for (const language of full) {
      const pages = readdirSync(`content/${language}/pages`).sort()
      expect(pages, language).toEqual(STATIC_PAGE_SLUGS.map((slug) => `${slug}.md`).sort())
    }
  })

  it('keep the English structure in every translation: the same sections, lists and links', () => {
    const shape = (markdown: string) => ({
      sections: (markdown.match(/^#{1,4} /gm) ?? []).length,
      items: (markdown.match(/^- /gm) ?? []).length,
      links: [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]),
      addresses: [...markdown.matchAll(/[\w.-]+@[\w.-]+\.[a-z]{2,}/g)].map((m) => m[0]).sort(),
    })
    for (const slug of STATIC_PAGE_SLUGS) {
      const english = shape(readFileSync(`content/en/pages/${slug}.md`, 'utf8'))
      for (const language of full) {
        expect(
          shape(readFileSync(`content/${language}/pages/${slug}.md`, 'utf8')),
          `${language}/${slug}`,
        ).toEqual(english)
      }
    }
  })
})
