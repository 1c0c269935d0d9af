import { AwsClient } from 'aws4fetch'
import { assertSafeKey, type DocumentStorage } from './document-storage'

export type S3Settings = {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
}

/**
 * Documents in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …): path-style object URLs
 * (`endpoint/bucket/key`, which every such service answers) signed with AWS Signature V4 by
 * aws4fetch. Only PUT, GET and DELETE of single objects are used.
 */
export function s3Storage(settings: S3Settings): DocumentStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  })
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`
  const urlOf = (key: string) => {
    assertSafeKey(key)
    return `${base}/${key}`
  }
  const fail = async (what: string, response: Response) => {
    throw new Error(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: Buffer.from(bytes),
        headers: { 'Content-Type': contentType },
        signal: AbortSignal.timeout(30_000),
      })
      if (!response.ok) await fail(`PUT ${key}`, response)
      await response.body?.cancel()
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { signal: AbortSignal.timeout(30_000) })
      if (response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) await fail(`GET ${key}`, response)
      return new Uint8Array(await response.arrayBuffer())
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), {
        method: 'DELETE',
        signal: AbortSignal.timeout(30_000),
      })
      // S3 answers 204 for a missing key too; some compatible servers answer 404.
      if (!response.ok && response.status !== 404) await fail(`DELETE ${key}`, response)
      await response.body?.cancel()
    },
  }
}
