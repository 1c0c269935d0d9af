import { describe, expect, it } from 'vitest'
import { deferScripts, scriptsAfterPaint } from '../../src/boot/scripts-after-paint.server'

// The shape Start writes (src/routes/__root.tsx): preloads in the head, the parts' preloads and the
// entry at the body's end, inline scripts with the response's nonce.
const DOCUMENT = [
  '<!DOCTYPE html><html lang="en-KE"><head>',
  '<link rel="preload" as="image" href="/art/kitchens/cover-3.svg" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/app.css" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" fetchPriority="low" nonce="N1"/>',
  '<link rel="preload" as="fetch" href="/i18n/abc/en.json" crossorigin="anonymous" data-catalogue="" nonce="N1"/>',
  '<link rel="alternate" hrefLang="sw-KE" href="https://homecooked.example/sw-KE" nonce="N1"/>',
  '</head><body><main><img class="card-image" src="/art/kitchens/cover-3.svg" alt="" fetchpriority="high">',
  // Characters of two, three and four bytes in UTF-8, which a chunk's end can cut in two.
  '<p lang="kam-KE">Kĩkamba · العربية · 🍲 KSh 450</p></main>',
  '<div hidden id="hc-rendered-parts" data-parts="shell"><link rel="modulepreload" href="/assets/shell-C.js" fetchpriority="low"></div>',
  `<script nonce="N1">(self.$R=self.$R||{})["tsr"]=[];var s="<link rel=\\"modulepreload\\">"</script>`,
  '<script type="module" async="" src="/assets/index-A.js" nonce="N1"></script>',
  '<script nonce="N1">document.currentScript.remove()</script>',
  '</body></html>',
].join('')

const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? []

describe('deferScripts', () => {
  const out = deferScripts(DOCUMENT)

  it('leaves no script module and no preload the browser would fetch before the first paint', () => {
    expect(tags(out, /<link[^>]*\srel="modulepreload"[^>]*>/g)).toEqual([])
    expect(tags(out, /<script[^>]*\stype="module"[^>]*>/g)).toEqual([])
    expect(tags(out, /<link[^>]*data-catalogue[^>]*\shref=/g)).toEqual([])
  })

  it('keeps every deferred element, its address and its kind for the loader (hydration finds them all)', () => {
    expect(tags(out, /<link\b/g)).toHaveLength(tags(DOCUMENT, /<link\b/g).length)
    for (const href of ['/assets/index-A.js', '/assets/framework-B.js', '/assets/shell-C.js']) {
      expect(out).toContain(`data-href="${href}"`)
    }
    expect(tags(out, /data-rel="modulepreload"/g)).toHaveLength(3)
    expect(out).toMatch(
      /<link data-rel="preload" as="fetch" data-href="\/i18n\/abc\/en.json"[^>]*data-catalogue/,
    )
  })

  it('turns the entry into an inline loader with the same nonce, importing the same file', () => {
    const loader = /<script nonce="N1" data-entry="\/assets\/index-A.js">([^<]*)<\/script>/.exec(out)
    expect(loader).not.toBeNull()
    expect(loader?.[1]).toContain('import("/assets/index-A.js")')
    expect(loader?.[1]).toContain("'first-contentful-paint'")
  })

  it('changes nothing else: the stylesheet, the LCP image, the alternates and the inline scripts', () => {
    for (const kept of [
      '<link rel="preload" as="image" href="/art/kitchens/cover-3.svg" fetchPriority="high"/>',
      '<link rel="stylesheet" href="/assets/app.css" nonce="N1"/>',
      '<link rel="alternate" hrefLang="sw-KE" href="https://homecooked.example/sw-KE" nonce="N1"/>',
      `var s="<link rel=\\"modulepreload\\">"</script>`,
      '<script nonce="N1">document.currentScript.remove()</script>',
    ])
      expect(out).toContain(kept)
  })
})

describe('scriptsAfterPaint', () => {
  const streamed = async (bytes: Uint8Array, size: number, type = 'text/html; charset=utf-8') => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size))
        controller.close()
      },
    })
    const response = scriptsAfterPaint(
      new Response(body, { status: 200, headers: { 'content-type': type, 'content-length': '1' } }),
    )
    return { text: await response.text(), headers: response.headers }
  }
  const bytes = new TextEncoder().encode(DOCUMENT)

  it('rewrites a page streamed in pieces cut anywhere, inside a tag or a character, as the whole page', async () => {
    const whole = deferScripts(DOCUMENT)
    for (const size of [1, 2, 3, 7, 50, 333, 4096]) {
      expect((await streamed(bytes, size)).text, `pieces of ${size} bytes`).toBe(whole)
    }
  })

  it('drops the length the rewrite changes, and leaves any other kind of answer as it is', async () => {
    expect((await streamed(bytes, 4096)).headers.has('content-length')).toBe(false)
    expect((await streamed(bytes, 50, 'application/json')).text).toBe(DOCUMENT)
  })
})
