import { test } from '@japa/runner'
import sharp from 'sharp'
import { RekognitionClient, DetectFacesCommand } from '@aws-sdk/client-rekognition'
import aiConfig from '#config/ai'
import { AgeEstimatorError } from '#ai/services/age/age_port'
import { MAX_BYTES, RekognitionAgeEstimator } from '#ai/services/age/rekognition_age_estimator'
import { FAKE_KEYS, FAKE_REGION, RekognitionFake } from '#tests/fakes/rekognition_fake'
import { referenceImage } from '#tests/helpers/images'

/*
| The Rekognition adapter through the official client against a strict
| loopback fake (tests/fakes/rekognition_fake.ts): what it sends, how it
| reads faces, and how each documented error ends (unreadable or
| unavailable; both refuse).
*/

async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof AgeEstimatorError) return error
    throw error
  }
  throw new Error('expected an AgeEstimatorError')
}

test.group('Rekognition age estimator', (group) => {
  const fake = new RekognitionFake()
  const settings = (overrides: Partial<typeof aiConfig.age> = {}) => ({
    ...aiConfig.age,
    driver: 'rekognition' as const,
    region: FAKE_REGION,
    baseUrl: fake.url,
    timeoutMs: 5000,
    ...FAKE_KEYS,
    ...overrides,
  })
  let picture: Buffer
  group.setup(async () => {
    await fake.start()
    picture = await referenceImage(30)
    return () => fake.stop()
  })
  group.each.setup(() => {
    fake.script = []
    fake.otherwise = { kind: 'faces', ranges: [] }
    fake.calls.length = 0
    fake.http.requests.length = 0
  })

  test("each face's age is its range's low bound; the call is signed DetectFaces with AGE_RANGE", async ({
    assert,
  }) => {
    fake.script = [
      {
        kind: 'faces',
        ranges: [
          [14, 22],
          [31, 39],
        ],
      },
    ]
    const { faces } = await new RekognitionAgeEstimator(settings()).estimate(picture)
    assert.deepEqual(
      faces.map((face) => face.age),
      [14, 31]
    )
    assert.closeTo(faces[0].confidence, 0.999, 0.0001)
    const [call] = fake.calls
    assert.deepEqual(call.attributes, ['AGE_RANGE'])
    assert.equal(call.accessKeyId, FAKE_KEYS.accessKeyId)
    const sent = await sharp(call.image).metadata()
    assert.equal(sent.format, 'jpeg')
  })

  test('no face: an empty list', async ({ assert }) => {
    const { faces } = await new RekognitionAgeEstimator(settings()).estimate(picture)
    assert.deepEqual(faces, [])
  })

  test('a picture far over 5 MB is sent as a JPEG under the limit', async ({ assert }) => {
    const huge = await sharp({
      create: {
        width: 2300,
        height: 2300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    assert.isAbove(huge.length, MAX_BYTES)
    fake.script = [{ kind: 'faces', ranges: [[40, 48]] }]
    const { faces } = await new RekognitionAgeEstimator(settings()).estimate(huge)
    assert.lengthOf(faces, 1)
    assert.isAtMost(fake.calls[0].image.length, MAX_BYTES)
  }).timeout(60_000)

  test('{type} ({status}) makes it {kind}')
    .with([
      { type: 'InvalidImageFormatException', status: 400, kind: 'unreadable', calls: 1 },
      { type: 'ImageTooLargeException', status: 400, kind: 'unreadable', calls: 1 },
      { type: 'InvalidParameterException', status: 400, kind: 'unreadable', calls: 1 },
      { type: 'AccessDeniedException', status: 400, kind: 'unavailable', calls: 1 },
      {
        type: 'ProvisionedThroughputExceededException',
        status: 400,
        kind: 'unavailable',
        calls: 2,
      },
      { type: 'ThrottlingException', status: 500, kind: 'unavailable', calls: 2 },
      { type: 'InternalServerError', status: 500, kind: 'unavailable', calls: 2 },
    ])
    .run(async ({ assert }, row) => {
      fake.otherwise = { kind: 'error', type: row.type, status: row.status }
      const error = await rejection(new RekognitionAgeEstimator(settings()).estimate(picture))
      assert.equal(error.kind, row.kind)
      // Throttling and server errors are tried once more by the client, no more.
      assert.equal(fake.http.requestsTo('POST', '/').length, row.calls)
    })

  test('wrong keys, no answer in time, no server: unavailable', async ({ assert }) => {
    const wrongKey = await rejection(
      new RekognitionAgeEstimator(settings({ secretAccessKey: 'not-the-secret' })).estimate(picture)
    )
    assert.equal(wrongKey.kind, 'unavailable')
    assert.lengthOf(fake.calls, 0)

    fake.otherwise = { kind: 'hang', ms: 30_000 }
    const started = performance.now()
    const slow = await rejection(
      new RekognitionAgeEstimator(settings({ timeoutMs: 300 })).estimate(picture)
    )
    assert.equal(slow.kind, 'unavailable')
    assert.isBelow(performance.now() - started, 10_000)

    const down = await rejection(
      new RekognitionAgeEstimator(settings({ baseUrl: 'http://127.0.0.1:9' })).estimate(picture)
    )
    assert.equal(down.kind, 'unavailable')
  }).timeout(30_000)

  test('bytes that are no picture are unreadable and never sent', async ({ assert }) => {
    const error = await rejection(
      new RekognitionAgeEstimator(settings()).estimate(Buffer.from('no picture'))
    )
    assert.equal(error.kind, 'unreadable')
    assert.lengthOf(fake.http.requests, 0)
  })

  test('the fake is strict: unsigned, a GIF, unknown attributes are refused as AWS does', async ({
    assert,
  }) => {
    const unsigned = await fetch(`${fake.url}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'RekognitionService.DetectFaces',
      },
      body: JSON.stringify({ Image: { Bytes: picture.toString('base64') } }),
    })
    assert.equal(unsigned.status, 400)
    const client = new RekognitionClient({
      region: FAKE_REGION,
      endpoint: fake.url,
      credentials: FAKE_KEYS,
      maxAttempts: 1,
    })
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary')
    await assert.rejects(
      () => client.send(new DetectFacesCommand({ Image: { Bytes: gif } })),
      /unsupported image format|InvalidImageFormat/
    )
    await assert.rejects(
      () =>
        client.send(
          new DetectFacesCommand({
            Image: { Bytes: picture },
            Attributes: ['AGE' as 'AGE_RANGE'],
          })
        ),
      /not allowed|Validation/
    )
    assert.lengthOf(fake.calls, 0)
  })
})
