// Written by the build (src/boot/part-chunks-plugin.ts): each lazy part's chunks.
import builtPartChunks from 'virtual:homecooked/part-chunks'

/** The chunks of these parts in the browser build this server was built with. */
export function partChunks(names: readonly string[]): string[] {
  const chunks = new Set<string>()
  for (const name of names) for (const chunk of builtPartChunks[name] ?? []) chunks.add(chunk)
  return [...chunks]
}
