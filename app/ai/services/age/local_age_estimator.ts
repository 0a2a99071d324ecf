import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import type { Config, Human } from '@vladmandic/human'
import { AgeEstimatorError, type AgeEstimate, type AgeEstimator } from '#ai/services/age/age_port'
import { serveModelsFromDisk } from '#ai/services/age/human_models'

/*
| The offline estimator: Human (face detection, then its description model's age) on
| TensorFlow.js's WASM backend, from the weights inside the npm package. Loaded once per process,
| on first use, so processes and commands that never look at a picture never pay for it;
*/

const require = createRequire(import.meta.url)

/* Human's build for Node on the WASM backend (no native TensorFlow needed). */
const HUMAN_DIST = dirname(require.resolve('@vladmandic/human'))
const HUMAN_BUILD = join(HUMAN_DIST, 'human.node-wasm.js')
/** The detector's own cap; a picture that reaches it may hold faces nobody looked at. */
export const MAX_FACES = 20
/** Longest side a picture is judged at: bounds the time per picture, keeps small faces findable. */
const MAX_SIDE = 1280
/** Decoded pixels allowed before resizing (a small file can declare a huge canvas). */
const MAX_PIXELS = 40_000_000

function settings(): Partial<Config> {
  const wasm = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))
  const skip = { skipFrames: 0, skipTime: 0 }
  return {
    backend: 'wasm',
    wasmPath: `${wasm}/`,
    modelBasePath: `${pathToFileURL(join(HUMAN_DIST, '..', 'models')).href}/`,
    debug: false,
    async: true,
    cacheSensitivity: 0,
    face: {
      enabled: true,
      // A low bar on purpose: a face missed is a face nobody checked.
      detector: { ...skip, maxDetected: MAX_FACES, rotation: false, minConfidence: 0.3 },
      description: { ...skip, enabled: true },
      mesh: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    } as Config['face'],
    body: { enabled: false } as Config['body'],
    hand: { enabled: false } as Config['hand'],
    object: { enabled: false } as Config['object'],
    gesture: { enabled: false },
    segmentation: { enabled: false } as Config['segmentation'],
  }
}

let loading: Promise<Human> | null = null
let line: Promise<unknown> = Promise.resolve()

function engine(): Promise<Human> {
  loading ??= (async () => {
    const { Human: HumanClass } = require(HUMAN_BUILD) as {
      Human: new (config: Partial<Config>) => Human
    }
    const human = new HumanClass(settings())
    serveModelsFromDisk(human.tf)
    await human.load()
    return human
  })().catch((error) => {
    // A failed load is tried again by the next picture, not remembered forever.
    loading = null
    throw new AgeEstimatorError('unavailable', 'the local age model did not load', {
      cause: error,
    })
  })
  return loading
}

/** Raw RGB pixels of the picture at most MAX_SIDE wide and high; unreadable when sharp cannot. */
async function pixelsOf(image: Buffer) {
  try {
    return await sharp(image, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw new AgeEstimatorError('unreadable', 'the picture could not be decoded', { cause: error })
  }
}

export class LocalAgeEstimator implements AgeEstimator {
  readonly driver = 'local'
  readonly name = 'local human (WASM)'

  /** Loads the models now (a self-test, a worker warming up); later pictures skip the wait. */
  async load() {
    await engine()
  }

  estimate(image: Buffer, signal?: AbortSignal): Promise<AgeEstimate> {
    const turn = line.then(() => this.#detect(image, signal))
    line = turn.catch(() => {})
    return turn
  }

  async #detect(image: Buffer, signal?: AbortSignal): Promise<AgeEstimate> {
    signal?.throwIfAborted()
    const { data, info } = await pixelsOf(image)
    const human = await engine()
    signal?.throwIfAborted()
    const tensor = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32')
    try {
      const result = await human.detect(tensor)
      if (result.error) throw new AgeEstimatorError('unavailable', String(result.error))
      if (result.face.length >= MAX_FACES) {
        throw new AgeEstimatorError('unreadable', `${MAX_FACES} faces or more: not all checked`)
      }
      return {
        faces: result.face.map((face) => {
          // A face whose age the model could not give counts as the youngest possible.
          const age = typeof face.age === 'number' && Number.isFinite(face.age) ? face.age : 0
          const descriptor = face.embedding?.length ? Array.from(face.embedding) : undefined
          return { age, confidence: face.score, descriptor }
        }),
      }
    } catch (error) {
      if (error instanceof AgeEstimatorError) throw error
      throw new AgeEstimatorError('unavailable', 'the local age model failed', { cause: error })
    } finally {
      tensor.dispose()
    }
  }
}
