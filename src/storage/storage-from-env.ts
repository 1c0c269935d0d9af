import { join } from 'node:path'
import type { Env } from '../config/env'
import type { DocumentStorage } from './document-storage'
import { fileStorage } from './file-storage'
import { s3Storage } from './s3-storage'

/** The process's document storage: the S3 bucket when S3_* is set (env.ts checks all four), else DATA_DIR/uploads. */
export function storageFromEnv(config: Env): DocumentStorage {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
    })
  return fileStorage(join(config.DATA_DIR, 'uploads'))
}
