/** The part of http_ece (no types of its own) the tests' push service uses to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  const ece: {
    decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer
  }
  export default ece
}
