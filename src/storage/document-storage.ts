/**
 * Where uploaded documents' bytes live, behind one small contract (decision record 0021): the
 * filesystem under DATA_DIR by default, or an S3-compatible bucket when S3_* is set. Keys are
 * made by the caller from ids and random text only (`applications/12/medical-certificate-…`).
 */
export type DocumentStorage = {
  /** Stores the bytes under the key, replacing any earlier object. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>
  /** Removes the key; removing a missing key is no error. */
  delete(key: string): Promise<void>
}

/** A key is ids, letters, digits, dashes and slashes: never `..`, never absolute. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/i.test(key)) throw new Error(`Unsafe storage key ${key}`)
}
