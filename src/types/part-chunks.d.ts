declare module 'virtual:homecooked/part-chunks' {
  /** Each lazy part's chunks in the browser build (src/boot/part-chunks-plugin.ts). */
  const partChunks: Record<string, string[]>
  export default partChunks
}
