/**
 * The page's code starts loading once its content has painted (decision 0050).
 *
 * Start writes a module preload for every chunk in the head and one `<script type="module">` at
 * the body's end. On a slow link those ~90 KiB of script share the first round trips with the
 * stylesheet and the LCP image, and on a slow CPU their evaluation can start before the first
 * paint: Lighthouse measured LCP at 1.8-2.1 s with them, 1.2-1.3 s for the same HTML without.
 * So the preloads leave the HTML inert, their `rel` and `href` kept in `data-rel` and `data-href`
 * (the elements, and so hydration, stay as they were; a preload without an address would be
 * warned about in the console), and the entry script becomes a small inline loader. The loader
 * waits for the first contentful paint (as the browser reports it), then for the LCP image (the
 * one `fetchpriority="high"` image, if any) and two frames, then gives the preloads back their
 * addresses and imports the entry: the same requests, after the paint.
 * The catalogue's preload waits too: only hydration needs it.
 */

/** A deferred link keeps its address and kind here until the loader puts them back. */
export const DEFERRED_HREF = 'data-href'
export const DEFERRED_REL = 'data-rel'

/** The inline loader names the entry it imports here (benchmarks read the page's scripts). */
export const DEFERRED_ENTRY = 'data-entry'

/**
 * Scripts start even if no frame comes (a tab opened in the background draws nothing) or the
 * LCP image is slow: a cheap phone's shopper should not wait longer than this to use the page.
 */
export const START_AT_LATEST_MS = 1500

const LINK = /<link\b[^>]*>/g
const ENTRY = /<script\b([^>]*)><\/script>/g
// Compiled once per name: this runs for every tag of every page.
const attributePatterns = new Map<string, RegExp>()
/** A double-quoted attribute's value in one tag as written (React and Start write them so). */
export function attribute(tag: string, name: string) {
  let pattern = attributePatterns.get(name)
  if (!pattern) {
    pattern = new RegExp(`\\s${name}="([^"]*)"`)
    attributePatterns.set(name, pattern)
  }
  return pattern.exec(tag)?.[1]
}

/** Whether a link is one the loader starts: a module preload or the catalogue's preload. */
function deferred(link: string) {
  const rel = attribute(link, 'rel')
  if (attribute(link, 'href') === undefined) return false
  return rel === 'modulepreload' || (rel === 'preload' && attribute(link, 'data-catalogue') !== undefined)
}

function loader(entry: string) {
  return [
    '(function(){var started=false;function start(){if(started)return;started=true;',
    // Its links first, so the entry's imports find their fetches under way.
    `document.querySelectorAll('link[${DEFERRED_HREF}]').forEach(function(l){`,
    `l.setAttribute('href',l.getAttribute('${DEFERRED_HREF}'));l.setAttribute('rel',l.getAttribute('${DEFERRED_REL}'))});`,
    `import(${JSON.stringify(entry)}).catch(function(e){console.warn(e)})}`,
    `setTimeout(start,${START_AT_LATEST_MS});`,
    // A frame's callbacks run before it is drawn; the next frame's, once it is on screen.
    'function frames(next){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(next)})})}',
    // The browser's own word that the first content is on screen, where it gives it.
    'function painted(next){var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
    "if(types.indexOf('paint')===-1)return frames(next);",
    "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();next()}})",
    ".observe({type:'paint',buffered:true})}",
    "var image=document.querySelector('img[fetchpriority=high]');",
    "painted(function(){if(image&&!image.complete){image.addEventListener('load',function(){frames(start)});image.addEventListener('error',start)}",
    'else frames(start)})})()',
  ].join('')
}

/** One stretch of complete tags rewritten: the preloads without addresses, the entry as loader. */
export function deferScripts(html: string): string {
  return html
    .replace(LINK, (link) =>
      deferred(link)
        ? link.replace(/\shref="/, ` ${DEFERRED_HREF}="`).replace(/\srel="/, ` ${DEFERRED_REL}="`)
        : link,
    )
    .replace(ENTRY, (script, attributes: string) => {
      const src = attribute(attributes, 'src')
      if (attribute(attributes, 'type') !== 'module' || !src?.startsWith('/assets/')) return script
      const nonce = attribute(attributes, 'nonce')
      const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`
      return `<script${nonceAttribute} ${DEFERRED_ENTRY}="${src}">${loader(src)}</script>`
    })
}

/** Where a streamed stretch can be cut: before a tag, or an empty script, not yet complete. */
function completeUpTo(text: string) {
  let cut = text.length
  const open = text.lastIndexOf('<')
  if (open !== -1 && !text.includes('>', open)) cut = open
  const script = text.lastIndexOf('<script')
  if (script !== -1 && !text.includes('</script>', script)) cut = Math.min(cut, script)
  return cut
}

/**
 * The HTML response with its scripts deferred as it streams; any other response as it is.
 * Read as Latin-1, one character per byte: what is rewritten is ASCII, and every other byte
 * (a UTF-8 character cut by a chunk's end included) goes back out as it came in. A stretch
 * with no tag to rewrite and none cut off is passed on as it is.
 */
export function scriptsAfterPaint(response: Response): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  let carried = ''
  const rewrite = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const waiting = carried
      const text = waiting + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1')
      const cut = completeUpTo(text)
      carried = text.slice(cut)
      if (cut === 0) return
      if (!waiting && cut === text.length && !text.includes('<link') && !text.includes('<script'))
        controller.enqueue(chunk)
      else controller.enqueue(Buffer.from(deferScripts(text.slice(0, cut)), 'latin1'))
    },
    flush(controller) {
      if (carried) controller.enqueue(Buffer.from(deferScripts(carried), 'latin1'))
    },
  })
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(response.body.pipeThrough(rewrite), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
