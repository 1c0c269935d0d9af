/** A URL-safe slug: lowercase ASCII words joined by hyphens ("Kuku Paka (½ chicken)" → "kuku-paka-1-2-chicken"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/½/g, '1-2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
