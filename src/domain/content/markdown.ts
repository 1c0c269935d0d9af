import MarkdownIt from 'markdown-it'
import sanitizeHtml from 'sanitize-html'

/**
 * Markdown as the static pages need it (decision record 0093): paragraphs, headings, lists,
 * emphasis, links (e-mail addresses and web addresses become links by themselves) and quotes.
 * HTML written in the Markdown is shown as text, not obeyed.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })

/** The only tags a page's text may become: Markdown's own structure, no media, no forms. */
export const STATIC_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'code',
  'hr',
]

/** The only HTML a page's text may become; anything else is removed with its content kept. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: STATIC_TEXT_TAGS,
  allowedAttributes: { a: ['href'], ol: ['start'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  // A path (`/pages/help`) is kept; an address on another site must say https.
  allowProtocolRelative: false,
  // The page's own heading is its title: a first-level heading in the text becomes a section's.
  transformTags: { h1: 'h2' },
  disallowedTagsMode: 'discard',
}

/** Renders a page's Markdown to HTML that holds nothing but the text's own structure and links. */
export function markdownToSafeHtml(source: string): string {
  return sanitizeHtml(markdown.render(source), ALLOWED)
}
