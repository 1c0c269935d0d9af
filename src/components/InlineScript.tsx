import { useRouter } from '@tanstack/react-router'

/**
 * A script written into the page's HTML, with the response's CSP nonce (src/router.tsx; the page
 * cache swaps it per answer). In the browser the nonce is undefined: the script ran already, and
 * hydration leaves the element as the server wrote it. `code` must be built by us: our constants,
 * or data escaped for a script element (JSON-LD with `<` escaped), never a visitor's text as is.
 */
export function InlineScript({ code, type }: { code: string; type?: string }) {
  const nonce = useRouter().options.ssr?.nonce
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code or escaped data, see above.
  return <script type={type} nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
}
