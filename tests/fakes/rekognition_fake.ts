import { randomUUID } from 'node:crypto'
import { HttpFake, type FakeReply, type FakeRequest } from '#tests/fakes/http_fake'
import { signedRequestScope } from '#tests/helpers/sigv4'

/*
| A loopback Amazon Rekognition that answers DetectFaces as AWS documents
| it, and refuses what AWS refuses: the AWS JSON 1.1 protocol (POST /,
| Content-Type application/x-amz-json-1.1, X-Amz-Target
| RekognitionService.DetectFaces), a valid Signature V4 of the configured
| keys for service `rekognition` in its region, an Image with exactly one of
| Bytes (base64, at most 5 MB decoded) or S3Object, Bytes that are a JPEG or
| a PNG, Attributes from the documented list. Errors come back as AWS sends
| them: a status and { __type, Code, Message, Logref }.
*/

export const FAKE_KEYS = { accessKeyId: 'AKIDVELVETTEST', secretAccessKey: 'velvet-test-secret' }
export const FAKE_REGION = 'eu-west-1'
const MAX_BYTES = 5 * 1024 * 1024
const ATTRIBUTES = new Set([
  'DEFAULT',
  'ALL',
  'AGE_RANGE',
  'BEARD',
  'EMOTIONS',
  'EYE_DIRECTION',
  'EYEGLASSES',
  'EYES_OPEN',
  'FACE_OCCLUDED',
  'GENDER',
  'MOUTH_OPEN',
  'MUSTACHE',
  'SMILE',
  'SUNGLASSES',
])

/** What the fake answers a valid request: faces with these age ranges, an error, or no answer for a while. */
export type RekognitionScript =
  | { kind: 'faces'; ranges: [low: number, high: number][] }
  | { kind: 'error'; type: string; status: number }
  | { kind: 'hang'; ms: number }

/** A valid DetectFaces request as the fake read it. */
export type DetectFacesCall = { image: Buffer; attributes: string[]; accessKeyId: string }

function error(status: number, type: string, message: string): FakeReply {
  return {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
    body: { __type: type, Code: type, Message: message, Logref: randomUUID() },
  }
}

function isPicture(bytes: Buffer) {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
  const png = bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  return jpeg || png
}

export class RekognitionFake {
  readonly http = new HttpFake((request) => this.#answer(request))
  readonly calls: DetectFacesCall[] = []
  /** Answers of the next valid requests, in turn; then `otherwise`. */
  script: RekognitionScript[] = []
  otherwise: RekognitionScript = { kind: 'faces', ranges: [] }

  async start() {
    await this.http.start()
    return this
  }

  stop() {
    return this.http.stop()
  }

  get url() {
    return this.http.url
  }

  async #answer(request: FakeRequest): Promise<FakeReply> {
    if (request.method !== 'POST' || request.path !== '/') {
      return error(404, 'UnknownOperationException', 'Unknown operation')
    }
    const scope = signedRequestScope(request, FAKE_KEYS.secretAccessKey)
    if (!scope || scope.accessKeyId !== FAKE_KEYS.accessKeyId) {
      return error(400, 'InvalidSignatureException', 'The request signature does not match')
    }
    if (scope.service !== 'rekognition' || scope.region !== FAKE_REGION) {
      return error(400, 'InvalidSignatureException', 'Credential should be scoped correctly')
    }
    if (request.headers['content-type'] !== 'application/x-amz-json-1.1') {
      return error(400, 'SerializationException', 'Unexpected content type')
    }
    if (request.headers['x-amz-target'] !== 'RekognitionService.DetectFaces') {
      return error(400, 'UnknownOperationException', 'Unknown operation')
    }
    let body: { Image?: { Bytes?: unknown; S3Object?: unknown }; Attributes?: unknown }
    try {
      body = JSON.parse(request.body)
    } catch {
      return error(400, 'SerializationException', 'The body is not JSON')
    }
    const image = body.Image
    if (
      !image ||
      typeof image !== 'object' ||
      (image.Bytes === undefined) === (image.S3Object === undefined)
    ) {
      return error(400, 'InvalidParameterException', 'Request has invalid parameters')
    }
    if (typeof image.Bytes !== 'string') {
      return error(400, 'InvalidS3ObjectException', 'Unable to get object metadata from S3')
    }
    const attributes = body.Attributes ?? ['DEFAULT']
    if (!Array.isArray(attributes) || attributes.some((name) => !ATTRIBUTES.has(name))) {
      return error(400, 'ValidationException', 'Attributes holds a value that is not allowed')
    }
    const bytes = Buffer.from(image.Bytes, 'base64')
    if (bytes.length > MAX_BYTES)
      return error(400, 'ImageTooLargeException', 'Image size is too large')
    if (!isPicture(bytes)) {
      return error(400, 'InvalidImageFormatException', 'Request has unsupported image format')
    }
    this.calls.push({ image: bytes, attributes, accessKeyId: scope.accessKeyId })
    return this.#scripted(this.script.shift() ?? this.otherwise, attributes)
  }

  async #scripted(script: RekognitionScript, attributes: string[]): Promise<FakeReply> {
    if (script.kind === 'hang') {
      await new Promise((resolve) => setTimeout(resolve, script.ms))
      return error(500, 'InternalServerError', 'too late')
    }
    if (script.kind === 'error') return error(script.status, script.type, `fake ${script.type}`)
    const withAge = attributes.includes('ALL') || attributes.includes('AGE_RANGE')
    return {
      status: 200,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: {
        FaceDetails: script.ranges.map(([low, high], index) => ({
          BoundingBox: { Width: 0.2, Height: 0.3, Left: 0.1 + index * 0.25, Top: 0.2 },
          Confidence: 99.9,
          Pose: { Roll: 0, Yaw: 0, Pitch: 0 },
          Quality: { Brightness: 80, Sharpness: 90 },
          Landmarks: [],
          ...(withAge ? { AgeRange: { Low: low, High: high } } : {}),
        })),
      },
    }
  }
}
