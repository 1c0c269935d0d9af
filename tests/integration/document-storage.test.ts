import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentTypeOf } from '../../src/domain/applications/document-type'
import type { DocumentStorage } from '../../src/storage/document-storage'
import { fileStorage } from '../../src/storage/file-storage'
import { s3Storage } from '../../src/storage/s3-storage'
import { SAMPLE } from '../fixtures/applications'
import { startS3Server } from '../fixtures/s3-server'

const CREDENTIALS = {
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  region: 'eu-west-1',
  bucket: 'hc-docs',
}
let s3: Awaited<ReturnType<typeof startS3Server>>
beforeAll(async () => {
  s3 = await startS3Server(CREDENTIALS)
})
afterAll(() => s3?.close())

const s3Settings = () => ({ endpoint: s3.url, ...CREDENTIALS })

/** The one contract every document storage keeps. */
const IMPLEMENTATIONS: [string, () => DocumentStorage][] = [
  ['files under a directory', () => fileStorage(mkdtempSync(join(tmpdir(), 'hc-storage-')))],
  ['an S3-compatible bucket (signed requests to a local S3 server)', () => s3Storage(s3Settings())],
]

describe.each(IMPLEMENTATIONS)('document storage: %s', (_name, make) => {
  it('keeps bytes under a key, replaces them, and forgets them', async () => {
    const storage = make()
    const key = `applications/7/medical-certificate-${crypto.randomUUID()}`
    expect(await storage.get(key)).toBeNull()
    await storage.put(key, SAMPLE.pdf, 'application/pdf')
    expect(await storage.get(key)).toEqual(SAMPLE.pdf)
    await storage.put(key, SAMPLE.png, 'image/png')
    expect(await storage.get(key)).toEqual(SAMPLE.png)
    await storage.delete(key)
    expect(await storage.get(key)).toBeNull()
    // Removing what is gone is no error.
    await storage.delete(key)
  })

  it('refuses keys that could leave its place', async () => {
    const storage = make()
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', 'a b'])
      await expect(storage.put(key, SAMPLE.pdf, 'application/pdf'), key).rejects.toThrow('Unsafe storage key')
  })
})

describe('the S3 storage', () => {
  it('stores with the content type, and fails loudly when the signature is refused', async () => {
    const key = `applications/8/food-licence-${crypto.randomUUID()}`
    await s3Storage(s3Settings()).put(key, SAMPLE.jpeg, 'image/jpeg')
    expect(s3.objects.get(`${key}`)?.contentType).toBe('image/jpeg')
    const wrong = s3Storage({ ...s3Settings(), secretAccessKey: 'not-the-secret' })
    await expect(wrong.put(`${key}-2`, SAMPLE.pdf, 'application/pdf')).rejects.toThrow(
      /403.*SignatureDoesNotMatch/,
    )
    await expect(wrong.get(key)).rejects.toThrow(/403/)
  })
})

describe('a document type read from its bytes', () => {
  it('knows PDF, JPEG and PNG, and nothing else whatever it is called', async () => {
    expect(await documentTypeOf(SAMPLE.pdf)).toBe('application/pdf')
    expect(await documentTypeOf(SAMPLE.jpeg)).toBe('image/jpeg')
    expect(await documentTypeOf(SAMPLE.png)).toBe('image/png')
    for (const bytes of [
      SAMPLE.html,
      SAMPLE.exe,
      SAMPLE.gif,
      new Uint8Array(0),
      new TextEncoder().encode('hello'),
    ])
      expect(await documentTypeOf(bytes)).toBeNull()
  })
})
