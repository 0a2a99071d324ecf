import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error s3rver ships no types; the little used here is typed below.
import S3rver from 's3rver'

/**
 * A loopback S3-compatible server (s3rver: real S3 REST, SigV4 checks on
 * presigned URLs, objects in a temporary folder). Its fixed credentials are
 * S3RVER / S3RVER. Anonymous GETs are allowed (it has no bucket policies).
 */
export async function startS3Fake(bucket: string) {
  const directory = await mkdtemp(join(tmpdir(), 'velvet-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = (await server.run()) as { port: number }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    env: {
      DRIVE_DISK: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await (server.close() as Promise<void>)
      await rm(directory, { recursive: true, force: true })
    },
  }
}
