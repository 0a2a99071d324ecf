import { AgeEstimatorError, type AgeEstimator, type FaceAge } from '#ai/services/age/age_port'
import { useAgeEstimator } from '#ai/services/age/age_service'

/**
 * An age estimator whose answer the test sets, put behind the port
 * (useAgeEstimator): the policy, the refusal log and the studio around it
 * run as in production. `answer` is the faces every picture shows, or the
 * error every call throws; `pictures` counts the pictures it was shown.
 */
export class ScriptedAgeEstimator implements AgeEstimator {
  readonly driver = 'scripted'
  readonly name = 'scripted test estimator'
  answer: FaceAge[] | AgeEstimatorError = []
  pictures = 0

  /** Every picture shows faces of these ages. */
  faces(...ages: number[]) {
    this.answer = ages.map((age) => ({ age, confidence: 0.99 }))
    return this
  }

  /** Every call fails: `unreadable` (this picture) or `unavailable` (the estimator). */
  fails(kind: AgeEstimatorError['kind']) {
    this.answer = new AgeEstimatorError(kind, `scripted ${kind}`)
    return this
  }

  async estimate(image: Buffer) {
    if (!image.length) throw new AgeEstimatorError('unreadable', 'no bytes')
    this.pictures++
    if (this.answer instanceof AgeEstimatorError) throw this.answer
    return { faces: this.answer }
  }
}

/** For `group.setup`: the group's pictures go to `estimator`; the configured one comes back after. */
export function ageEstimatorDuringGroup(estimator: AgeEstimator) {
  useAgeEstimator(estimator)
  return () => useAgeEstimator()
}
