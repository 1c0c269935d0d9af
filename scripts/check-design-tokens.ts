/**
 * The design system's fence (decision 0092), read from every stylesheet under a folder:
 *   - a space (padding, margin, gap) or a type size is a token of src/styles/tokens.css, never a
 *     length written in place (0, `em` and percentages are fine: they are relative, not sizes);
 *   - a colour is a token: no hex, rgb() or hsl() outside tokens.css and themes.css (which sets
 *     the tokens per theme), nor outside toasts.css, which sets Sonner's own variables;
 *   - a component's look (colour, background, border, corners, padding, type, shadow) is set in
 *     its own file of components/ only: a page may place a card or a button, not restyle it.
 * `node scripts/check-design-tokens.ts` prints what breaks the rules and exits 1 when anything
 * does. tests/unit/design-tokens.test.ts runs it in `npm test`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export type TokenBreach = { file: string; selector: string; rule: string; declaration: string }

/** The components of components/: the classes (or elements) each one's file owns. */
const COMPONENTS: Record<string, RegExp> = {
  button: /^\.(button(-[a-z]+)*|link-button)$/,
  field: /^(input|select|textarea)$/,
  chip: /^\.(chips?|chip-[a-z-]+)$/,
  card: /^\.card(-[a-z-]+)?$/,
  badge: /^\.(badge(-[a-z]+)?|cart-count|notification-count)$/,
  sheet: /^\.sheet-[a-z-]+$/,
  skeleton: /^\.skeleton(-[a-z-]+)?$/,
  'cart-bar': /^\.cart-bar(-[a-z-]+)?$/,
}

const SPACE_OR_TYPE = /^(padding|margin|gap|row-gap|column-gap|font-size)(-|$)/
const LOOK =
  /^(color|background(-color)?|border(-[a-z-]+)?|padding(-[a-z-]+)?|font-size|font-weight|box-shadow|text-decoration)$/
const LENGTH = /(?<![\w.-])\d*\.?\d+(rem|px|pt|vw|vh)\b/
const COLOUR = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/i
const COLOUR_FILES = new Set(['tokens.css', 'themes.css', 'toasts.css'])

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return stylesheets(path)
    return name.endsWith('.css') ? [path] : []
  })
}

/** The innermost rules of a stylesheet: an at-rule's header ends at its brace, so it is skipped. */
function rules(css: string): { selector: string; declarations: [string, string][] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, 'url()')
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({
    selector: selector.trim(),
    declarations: body
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.includes(':'))
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  }))
}

/** The component whose class (or element) a selector styles: its last compound's. */
function componentOf(selector: string): string | undefined {
  const subject = selector
    .split(/\s*[\s>+~]\s*/)
    .at(-1)
    ?.replace(/::?[a-z-]+(\([^)]*\))?/g, '')
    .replace(/\[[^\]]*\]/g, '')
  const parts = subject?.match(/^[a-z]+|\.[a-z0-9-]+/g) ?? []
  return Object.entries(COMPONENTS).find(([, classes]) => parts.some((part) => classes.test(part)))?.[0]
}

export function tokenBreaches(dir: string): TokenBreach[] {
  const breaches: TokenBreach[] = []
  for (const path of stylesheets(dir)) {
    const file = relative(dir, path)
    const name = basename(path)
    if (name === 'tokens.css') continue
    const ownComponent = basename(dirname(path)) === 'components' ? name.replace(/\.css$/, '') : undefined
    for (const { selector, declarations } of rules(readFileSync(path, 'utf8'))) {
      if (selector.startsWith('@') || /^(from|to|\d+%)$/.test(selector)) continue
      for (const [property, value] of declarations) {
        const breach = (rule: string) =>
          breaches.push({ file, selector, rule, declaration: `${property}: ${value}` })
        if (property.startsWith('--')) {
          if (!COLOUR_FILES.has(name)) breach('a token set outside tokens.css and themes.css')
          continue
        }
        if (SPACE_OR_TYPE.test(property) && LENGTH.test(value.replace(/\bcalc\([^)]*\)/g, ''))) {
          breach('a space or type size written in place of its token')
        }
        if (!COLOUR_FILES.has(name) && COLOUR.test(value)) breach('a colour written in place of its token')
        if (LOOK.test(property)) {
          for (const one of selector.split(',')) {
            const component = componentOf(one.trim())
            if (component && component !== ownComponent) {
              breach(`the ${component}'s look set outside components/${component}.css`)
            }
          }
        }
      }
    }
  }
  return breaches
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src')
  const breaches = tokenBreaches(srcDir)
  for (const b of breaches) console.log(`${b.file}: ${b.selector} { ${b.declaration} } (${b.rule})`)
  console.log(`${breaches.length} declarations break the design system's rules`)
  process.exitCode = breaches.length > 0 ? 1 : 0
}
