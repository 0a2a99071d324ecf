import { test } from '@japa/runner'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { publicMediaBase, signedMediaOrigin, type MediaSettings } from '#core/media/media_url'
import { contentSecurityPolicy } from '#core/http/security_headers'

/** The origin the AWS SDK itself presigns for these settings (no request is sent). */
async function presignedOrigin(settings: MediaSettings) {
  const client = new S3Client({
    region: settings.region ?? 'us-east-1',
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
  })
  const command = new GetObjectCommand({ Bucket: settings.bucket, Key: 'private/a.webp' })
  return new URL(await getSignedUrl(client, command, { expiresIn: 60 })).origin
}

test.group('Media URLs (local disk, S3, CDN)', () => {
  test('public media: MEDIA_URL first, else the bucket on S3, else /media', ({ assert }) => {
    assert.equal(publicMediaBase({ disk: 'fs' }), '/media')
    assert.equal(
      publicMediaBase({ disk: 's3', mediaUrl: 'https://cdn.example.com/media/', bucket: 'b' }),
      'https://cdn.example.com/media'
    )
    assert.equal(
      publicMediaBase({ disk: 's3', endpoint: 'http://minio:9000/', bucket: 'velvet' }),
      'http://minio:9000/velvet'
    )
    assert.equal(
      publicMediaBase({ disk: 's3', bucket: 'velvet', region: 'eu-west-1' }),
      'https://velvet.s3.eu-west-1.amazonaws.com'
    )
  })

  test('private media: the CSP allows the origin S3 presigns on', async ({ assert }) => {
    const cases: MediaSettings[] = [
      { disk: 's3', bucket: 'velvet', region: 'eu-west-1' },
      { disk: 's3', bucket: 'velvet', endpoint: 'http://minio:9000', forcePathStyle: true },
      { disk: 's3', bucket: 'velvet', endpoint: 'https://s3.example.net' },
    ]
    for (const settings of cases) {
      assert.equal(signedMediaOrigin(settings), await presignedOrigin(settings))
    }
    assert.isNull(signedMediaOrigin({ disk: 'fs' }))

    const policy = contentSecurityPolicy({
      nonce: 'n',
      stripe: false,
      mediaOrigin: 'https://cdn.example.com',
      signedMediaOrigin: 'https://velvet.s3.eu-west-1.amazonaws.com',
      devServer: false,
      hstsMaxAgeSeconds: null,
    })
    assert.include(
      policy,
      "img-src 'self' data: blob: https://cdn.example.com https://velvet.s3.eu-west-1.amazonaws.com;"
    )
    assert.include(
      policy,
      "media-src 'self' blob: https://cdn.example.com https://velvet.s3.eu-west-1.amazonaws.com;"
    )
  })
})
