import { resolve } from 'node:path'
import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Measures the configured age estimator and the policy on a folder of face
 * pictures whose real ages are known (outside CI; docs/safety.md says how
 * to get a labelled set): the share of under-18 faces refused, the share of
 * adults over 30 accepted, and the time per picture. Ages come from a
 * labels file (`file,age`) or from the leading number of each file name
 * (UTKFace's naming). Records nothing; touches no database.
 */
export default class AgeEvaluate extends BaseCommand {
  static commandName = 'age:evaluate'
  static description = 'Measure the age estimator on a folder of faces with known ages'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Folder of face pictures' })
  declare folder: string

  @flags.string({ description: 'CSV of file,age (else the leading number of each file name)' })
  declare labels?: string

  @flags.number({ description: 'Judge at most this many pictures' })
  declare limit?: number

  @flags.boolean({ description: 'Print every picture and its outcome' })
  declare verbose?: boolean

  async run() {
    const { evaluateAgeEstimator } = await import('#ai/actions/evaluate_age_estimator')
    const { ageEstimator, minimumAge } = await import('#ai/services/age/age_service')
    const result = await evaluateAgeEstimator(resolve(this.folder), {
      labels: this.labels && resolve(this.labels),
      limit: this.limit,
    })
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`
    if (this.verbose) {
      for (const row of result.judged) {
        this.logger.log(`  ${row.file}  age ${row.age}  ${row.outcome}  ${Math.round(row.ms)} ms`)
      }
    }
    this.logger.log(
      `${ageEstimator().name}, minimum age ${minimumAge()}: ${result.pictures} pictures`
    )
    this.logger.log(
      `  under 18: ${result.minors.count}, refused ${percent(result.minors.refused)} (goal ≥ 99 %), no face found ${percent(result.minors.noFace)}`
    )
    this.logger.log(
      `  over 30:  ${result.adults.count}, accepted ${percent(result.adults.accepted)} (goal ≥ 90 %), no face found ${percent(result.adults.noFace)}`
    )
    const time = result.msPerPicture
    this.logger.log(
      `  time per picture: mean ${Math.round(time.mean)} ms, p50 ${Math.round(time.p50)} ms, p95 ${Math.round(time.p95)} ms`
    )
    if (!result.pictures) {
      this.logger.error('no labelled picture found (name files 23_….jpg or pass --labels)')
      this.exitCode = 1
    }
  }
}
