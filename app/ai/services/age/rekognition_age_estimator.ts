import {
  DetectFacesCommand,
  RekognitionClient,
  RekognitionServiceException,
} from '@aws-sdk/client-rekognition'
import sharp from 'sharp'
import type { AgeConfig } from '#config/ai'
import { AgeEstimatorError, type AgeEstimate, type AgeEstimator } from '#ai/services/age/age_port'

/*
| AWS Rekognition's DetectFaces with the AGE_RANGE attribute, through the official client. The
| picture is sent as a JPEG of at most MAX_SIDE per side, so any upload fits.
*/

/** Rekognition's limit for Image.Bytes. */
export const MAX_BYTES = 5 * 1024 * 1024
const MAX_SIDE = 1920
const UNREADABLE = new Set([
  'InvalidImageFormatException',
  'ImageTooLargeException',
  'InvalidParameterException',
])

/** JPEG bytes under Rekognition's limit; unreadable when sharp cannot decode the picture. */
async function jpegFor(image: Buffer) {
  try {
    for (const quality of [88, 70, 50]) {
      const jpeg = await sharp(image, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality })
        .toBuffer()
      if (jpeg.length <= MAX_BYTES) return jpeg
    }
  } catch (error) {
    throw new AgeEstimatorError('unreadable', 'the picture could not be decoded', { cause: error })
  }
  throw new AgeEstimatorError('unreadable', 'the picture is too large to send')
}

export class RekognitionAgeEstimator implements AgeEstimator {
  readonly driver = 'rekognition'
  readonly name: string
  readonly #client: RekognitionClient
  readonly #timeoutMs: number

  constructor(config: AgeConfig) {
    this.name = `rekognition ${config.region}${config.baseUrl ? ` at ${config.baseUrl}` : ''}`
    this.#timeoutMs = config.timeoutMs
    this.#client = new RekognitionClient({
      region: config.region,
      ...(config.baseUrl ? { endpoint: config.baseUrl } : {}),
      // Without keys in the settings, the SDK's own chain (environment, instance role).
      ...(config.accessKeyId && config.secretAccessKey
        ? {
            credentials: {
              accessKeyId: config.accessKeyId,
              secretAccessKey: config.secretAccessKey,
            },
          }
        : {}),
      maxAttempts: 2,
    })
  }

  async estimate(image: Buffer, signal?: AbortSignal): Promise<AgeEstimate> {
    const bytes = await jpegFor(image)
    const deadline = AbortSignal.timeout(this.#timeoutMs)
    const abortSignal = signal ? AbortSignal.any([signal, deadline]) : deadline
    try {
      const answer = await this.#client.send(
        new DetectFacesCommand({ Image: { Bytes: bytes }, Attributes: ['AGE_RANGE'] }),
        { abortSignal }
      )
      if (!Array.isArray(answer.FaceDetails)) {
        throw new AgeEstimatorError('unavailable', 'the answer has no FaceDetails')
      }
      return {
        faces: answer.FaceDetails.map((face) => {
          const low = face.AgeRange?.Low
          // A face without a range counts as the youngest possible.
          return {
            age: typeof low === 'number' ? low : 0,
            confidence: (face.Confidence ?? 0) / 100,
          }
        }),
      }
    } catch (error) {
      if (error instanceof AgeEstimatorError) throw error
      if (error instanceof RekognitionServiceException && UNREADABLE.has(error.name)) {
        throw new AgeEstimatorError('unreadable', `Rekognition: ${error.name}`, { cause: error })
      }
      const what = deadline.aborted ? `no answer within ${this.#timeoutMs} ms` : String(error)
      throw new AgeEstimatorError('unavailable', `Rekognition: ${what}`, { cause: error })
    }
  }
}
