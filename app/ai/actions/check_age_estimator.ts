import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import sharp from 'sharp'
import type { AgeEstimator } from '#ai/services/age/age_port'
import { ageEstimator, minimumAge, showsMinor } from '#ai/services/age/age_service'

/*
| The age estimator's self-test: the bundled sample (resources/ai, one adult face) must show
| exactly one face estimated at the minimum age or older, and a landscape must show none. in
| production the web and worker processes refuse to start when it fails, since every upload and
| every generated result waits on the estimator (a failing one would refuse them all).
*/

export const AGE_SAMPLE = 'resources/ai/adult_face_sample.jpg'

export type AgeSelfTest = {
  ok: boolean
  /** The estimator's name and the minimum age. */
  target: string
  /** What it found on each picture, or its error. */
  detail: string
  ms: number
}

/** Sky, sun and hills: a picture with no face in it. */
export function landscapePicture(width = 800, height = 600) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#8cc4ee"/>
    <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.08}" fill="#ffd75e"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.45} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="#5f9e4f"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg().toBuffer()
}

export async function selfTestAgeEstimator(
  estimator: AgeEstimator = ageEstimator()
): Promise<AgeSelfTest> {
  const started = performance.now()
  const target = `${estimator.name}, minimum age ${minimumAge()}`
  const ms = () => Math.round(performance.now() - started)
  try {
    const sample = await estimator.estimate(await readFile(app.makePath(AGE_SAMPLE)))
    const landscape = await estimator.estimate(await landscapePicture())
    const ages = sample.faces.map((face) => face.age.toFixed(1)).join(', ')
    const problems = [
      sample.faces.length !== 1 && `the sample shows ${sample.faces.length} faces, not 1`,
      showsMinor(sample.faces) && `the sample's adult is estimated under ${minimumAge()}`,
      landscape.faces.length > 0 && `the landscape shows ${landscape.faces.length} face(s)`,
    ].filter(Boolean)
    const found = `sample: ${sample.faces.length} face(s) estimated ${ages || '—'}; landscape: ${landscape.faces.length} face(s)`
    return {
      ok: problems.length === 0,
      target,
      detail: problems.length ? `${problems.join('; ')} (${found})` : found,
      ms: ms(),
    }
  } catch (error) {
    return {
      ok: false,
      target,
      detail: error instanceof Error ? error.message : String(error),
      ms: ms(),
    }
  }
}

/** Throws when the app runs in production and the estimator fails its self-test. */
export async function assertAgeEstimatorReady(options: { production?: boolean } = {}) {
  if (!(options.production ?? app.inProduction)) return
  const check = await selfTestAgeEstimator()
  if (check.ok) return
  throw new Error(
    `Refusing to start: the age estimator (${check.target}) failed its self-test: ${check.detail}. Every upload and generated result is checked by it; fix AI_AGE_DRIVER and its settings (node ace ai:check).`
  )
}
