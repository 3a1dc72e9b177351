/**
 * Where uploads live. With S3_BUCKET set (several instances, or any deployment that should not keep files on the
 * app's disk): `@payloadcms/storage-s3` stores the `media` collection's files in that bucket and every instance
 * serves them through Payload's file route (`/api/media/file/…`), so an image uploaded through one instance is served
 * by all. Settings: S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT (MinIO, R2, s3rver…), S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (true for MinIO and s3rver), S3_PREFIX (a folder in the bucket).
 * Unset: the plugin is disabled and files stay in MEDIA_DIR. Its fields (`_objectKey`…) are in the schema
 * either way (`alwaysInsertFields`), so turning S3 on or off needs no migration.
 */
import { s3Storage as s3StoragePlugin } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { environment, setting } from '../settings'

type Env = Record<string, string | undefined>

/** The S3 client settings of S3_*: the storage plugin's and the backups' (src/features/operations/backup.ts). */
export function s3ClientConfig(env: Env = environment()) {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined
  return {
    region: setting('S3_REGION', env),
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: setting('S3_FORCE_PATH_STYLE', env) === 'true',
    // Checksums only where S3 requires them: the SDK's default (CRC32 on every upload, aws-chunked bodies) is
    // refused by several S3-compatible servers (s3rver, older MinIO, some gateways).
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    ...(credentials ? { credentials } : {}),
  }
}

export function s3Storage(env: Env = environment()): Plugin[] {
  const bucket = env.S3_BUCKET?.trim()
  return [
    s3StoragePlugin({
      enabled: Boolean(bucket),
      alwaysInsertFields: true,
      bucket: bucket || 'unset',
      collections: { media: env.S3_PREFIX ? { prefix: env.S3_PREFIX } : true },
      config: s3ClientConfig(env),
    }),
  ]
}
