import { AgeEstimatorError, type AgeEstimator, type FaceAge } from '#ai/services/age/age_port'
import { useAgeEstimator } from '#ai/services/age/age_service'

type Answer = FaceAge[] | AgeEstimatorError

const facesOf = (ages: number[]) => ages.map((age) => ({ age, confidence: 0.99 }))

/**
 * An age estimator whose answers the test sets, put behind the port
 * (useAgeEstimator): the policy, the refusal log and the studio around it
 * run as in production. Pictures get the answers of `next` in turn, then
 * `answer` (the faces every picture shows, or the error every call
 * throws); `pictures` counts the pictures it was shown.
 */
export class ScriptedAgeEstimator implements AgeEstimator {
  readonly driver = 'scripted'
  readonly name = 'scripted test estimator'
  answer: Answer = []
  pictures = 0
  #next: Answer[] = []

  /** Every picture shows faces of these ages (none: no face); forgets answers still queued. */
  faces(...ages: number[]) {
    this.answer = facesOf(ages)
    this.#next = []
    return this
  }

  /** Every call fails: `unreadable` (this picture) or `unavailable` (the estimator). */
  fails(kind: AgeEstimatorError['kind']) {
    this.answer = new AgeEstimatorError(kind, `scripted ${kind}`)
    this.#next = []
    return this
  }

  /** The next pictures, one each, show faces of these ages (before `answer` again). */
  thenPictures(...pictures: number[][]) {
    this.#next.push(...pictures.map(facesOf))
    return this
  }

  async estimate(image: Buffer) {
    if (!image.length) throw new AgeEstimatorError('unreadable', 'no bytes')
    this.pictures++
    const answer = this.#next.shift() ?? this.answer
    if (answer instanceof AgeEstimatorError) throw answer
    return { faces: answer }
  }
}

/** For `group.setup`: the group's pictures go to `estimator`; the configured one comes back after. */
export function ageEstimatorDuringGroup(estimator: AgeEstimator) {
  useAgeEstimator(estimator)
  return () => useAgeEstimator()
}
