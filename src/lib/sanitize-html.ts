import DOMPurify from 'dompurify'

/**
 * SPEC §8 lets a notification's message carry HTML. Only inline formatting and links survive;
 * scripts, event handlers, images, styles and anything else are removed. Browser only:
 * notifications are shown after hydration, never rendered on the server.
 */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'a', 'code', 'small']
const ALLOWED_ATTR = ['href', 'title', 'lang', 'dir']

export function sanitizeNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/)/i,
  })
}
