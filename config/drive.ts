import { tmpdir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Media (catalog images, showcase videos, generated content) go through
 * Drive. By default a local folder: DRIVE_ROOT, else .data/media (kept
 * between starts, git-ignored), or a per-process temporary folder in tests.
 * Files are served by /media/* (app/core/media) with year-long cache
 * headers, which is safe because every key carries a content hash.
 *
 * DRIVE_DISK=s3 stores them in an S3-compatible bucket instead (AWS S3,
 * MinIO, R2…; the AWS SDK it needs is a dependency). Browsers then fetch
 * public media from MEDIA_URL (a CDN) or the bucket itself, and private ones
 * (`private/…`) through presigned URLs (app/core/media/signed_media.ts), so
 * the bucket must let anonymous readers get everything but `private/`
 * (README, "Deploy"). Per-object ACLs are off unless S3_OBJECT_ACL=true:
 * AWS buckets refuse them by default since 2023 and MinIO ignores them.
 */
export function driveRoot() {
  const configured = env.get('DRIVE_ROOT')
  if (configured) return isAbsolute(configured) ? configured : app.makePath(configured)
  if (app.inTest) return join(tmpdir(), `velvet-media-test-${process.pid}`)
  return app.makePath('.data', 'media')
}

const disk = env.get('DRIVE_DISK', 'fs')

const driveConfig = defineConfig({
  default: disk,
  services: {
    fs: services.fs({ location: driveRoot(), visibility: 'public', serveFiles: false }),
    // Only when chosen: the S3 driver's module pulls in the whole AWS SDK.
    ...(disk === 's3'
      ? {
          s3: services.s3({
            credentials: {
              accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
              secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
            },
            region: env.get('S3_REGION', 'us-east-1'),
            endpoint: env.get('S3_ENDPOINT'),
            forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
            bucket: env.get('S3_BUCKET', ''),
            // Drive's getUrl resolves keys against it: a base without "/" would lose its last segment.
            cdnUrl: env.get('MEDIA_URL')?.replace(/\/*$/, '/'),
            supportsACL: env.get('S3_OBJECT_ACL', false),
            visibility: 'public',
          }),
        }
      : {}),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
