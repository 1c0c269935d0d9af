import { readFile } from 'node:fs/promises'
import { isAbsolute, relative, resolve } from 'node:path'
import type { StaticContent } from '../../contracts/content.responses'
import { DomainError } from '../common/errors'
import { markdownToSafeHtml } from './markdown'

/**
 * The texts of the static pages (about, help, privacy…) as Markdown, one file per language and
 * page: `content/<language>/<path>.md` in the project (decision record 0093). Translators edit
 * them as text; the API renders them to sanitised HTML.
 */
const CONTENT_DIR = resolve(process.cwd(), 'content')

/** The language every page exists in; any other falls back to it. */
const CONTENT_FALLBACK_LANGUAGE = 'en'

/**
 * A content path is one or more lower-case words joined by `/` (`pages/privacy`): nothing else
 * can name a file. So `..`, an absolute path, a backslash, NUL, and every encoding of them
 * (already decoded once by the API, and a `%` left over from a double encoding) are refused
 * before the file system is asked.
 */
export const CONTENT_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/**
 * In production each file is rendered once: the files change with a deployment, not while it
 * runs. Elsewhere every request reads the file, so an edited page shows on the next reload.
 */
const rendered = new Map<string, string>()
const keepRendered = process.env.NODE_ENV === 'production'

/** The language of a locale tag, as the content folders are named (`sw-KE` → `sw`). */
const contentLanguageOf = (locale: string) => locale.toLowerCase().split('-')[0] ?? ''

/**
 * The page at `path` in `locale`'s language, or in English where that language has no such
 * page; `language` says which one was served, so the page can mark English text as English.
 * A path that is malformed or names no page is refused as not found.
 */
export async function readStaticContent(path: string, locale: string): Promise<StaticContent> {
  if (!CONTENT_PATH.test(path)) throw new DomainError('not-found', 'page.notFound', { path: [path] })
  const languages = [...new Set([contentLanguageOf(locale), CONTENT_FALLBACK_LANGUAGE])]
  for (const language of languages) {
    const html = await renderedFile(CONTENT_DIR, language, path)
    if (html !== undefined) return { path, language, html }
  }
  throw new DomainError('not-found', 'page.notFound', { path: [path] })
}

async function renderedFile(dir: string, language: string, path: string): Promise<string | undefined> {
  const file = resolve(dir, language, `${path}.md`)
  // A second fence behind the pattern: whatever the path, the file stays inside the folder.
  const inside = relative(dir, file)
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined
  const kept = rendered.get(file)
  if (kept !== undefined) return kept
  let source: string
  try {
    source = await readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return undefined
    throw error
  }
  const html = markdownToSafeHtml(source)
  // Only pages that exist are kept: a stream of made-up paths cannot grow the map.
  if (keepRendered) rendered.set(file, html)
  return html
}
