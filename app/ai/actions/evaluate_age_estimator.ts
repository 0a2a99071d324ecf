import { readFile, readdir } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import type { AgeEstimator } from '#ai/services/age/age_port'
import { AgeEstimatorError } from '#ai/services/age/age_port'
import { ageEstimator, showsMinor } from '#ai/services/age/age_service'
import { landscapePicture } from '#ai/actions/check_age_estimator'

/*
| `node ace age:evaluate <folder>`: the estimator and the policy on pictures of faces whose real
| age is known, outside CI.
*/

const PICTURES = new Set(['.jpg', '.jpeg', '.png', '.webp'])

export type Judged = {
  file: string
  age: number
  outcome: 'refused' | 'accepted' | 'no_face' | 'failed'
  ms: number
}

export type Evaluation = {
  pictures: number
  /** Under 18: how many, and the share refused (failures count as refused: they refuse). */
  minors: { count: number; refused: number; noFace: number }
  /** Over 30: how many, and the share accepted (no face counts as accepted). */
  adults: { count: number; accepted: number; noFace: number }
  msPerPicture: { mean: number; p50: number; p95: number }
  judged: Judged[]
}

async function labelsOf(folder: string, labelsFile?: string) {
  const labels = new Map<string, number>()
  if (labelsFile) {
    const text = await readFile(labelsFile, 'utf8')
    for (const line of text.split(/\r?\n/)) {
      const [file, age] = line.split(',').map((part) => part.trim())
      if (file && Number.isFinite(Number(age)) && age !== '') labels.set(file, Number(age))
    }
    return labels
  }
  for (const file of await readdir(folder)) {
    const age = /^(\d{1,3})[_\-.]/.exec(basename(file))
    if (age && PICTURES.has(extname(file).toLowerCase())) labels.set(file, Number(age[1]))
  }
  return labels
}

const share = (part: number, whole: number) => (whole ? part / whole : 0)

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

export async function evaluateAgeEstimator(
  folder: string,
  options: { labels?: string; limit?: number; estimator?: AgeEstimator } = {}
): Promise<Evaluation> {
  const estimator = options.estimator ?? ageEstimator()
  const labels = [...(await labelsOf(folder, options.labels))].slice(0, options.limit)
  const judged: Judged[] = []
  // Loading the models is not a picture's time.
  await estimator.estimate(await landscapePicture()).catch(() => {})
  for (const [file, age] of labels) {
    const bytes = await readFile(join(folder, file))
    const started = performance.now()
    let outcome: Judged['outcome']
    try {
      const { faces } = await estimator.estimate(bytes)
      outcome = !faces.length ? 'no_face' : showsMinor(faces) ? 'refused' : 'accepted'
    } catch (error) {
      if (!(error instanceof AgeEstimatorError)) throw error
      outcome = 'failed'
    }
    judged.push({ file, age, outcome, ms: performance.now() - started })
  }
  const minors = judged.filter((row) => row.age < 18)
  const adults = judged.filter((row) => row.age > 30)
  const times = judged.map((row) => row.ms).sort((a, b) => a - b)
  return {
    pictures: judged.length,
    minors: {
      count: minors.length,
      refused: share(
        minors.filter((r) => r.outcome === 'refused' || r.outcome === 'failed').length,
        minors.length
      ),
      noFace: share(minors.filter((r) => r.outcome === 'no_face').length, minors.length),
    },
    adults: {
      count: adults.length,
      accepted: share(
        adults.filter((r) => r.outcome === 'accepted' || r.outcome === 'no_face').length,
        adults.length
      ),
      noFace: share(adults.filter((r) => r.outcome === 'no_face').length, adults.length),
    },
    msPerPicture: {
      mean: share(
        times.reduce((sum, ms) => sum + ms, 0),
        times.length
      ),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    },
    judged,
  }
}
