/*
| The age-estimation port: every face found in a picture, each with the youngest age the estimator
| gives it (a range's low bound, or its single estimate).
*/

export type FaceAge = {
  /** The youngest the face is estimated to be, in years. */
  age: number
  /** How sure the detector is that this is a face (0–1). */
  confidence: number
  /** The face's descriptor (Human's description model; the local estimator only): who it is. */
  descriptor?: number[]
}

export type AgeEstimate = { faces: FaceAge[] }

export interface AgeEstimator {
  /** `local` (offline), or the provider's name (metrics; refusals record local or provider). */
  readonly driver: string
  /** Shown in logs and `ai:check` ("local human (WASM)", "rekognition eu-west-1"). */
  readonly name: string
  /** Every face in `image` (any format sharp reads); throws AgeEstimatorError when it cannot say. */
  estimate(image: Buffer, signal?: AbortSignal): Promise<AgeEstimate>
}

/** Why an estimator could not answer. */
export class AgeEstimatorError extends Error {
  constructor(
    readonly kind: 'unreadable' | 'unavailable',
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'AgeEstimatorError'
  }
}
