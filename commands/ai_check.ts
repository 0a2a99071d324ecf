import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Calls each configured AI provider once on the paths users take (chat: one
 * token; moderation: a text and a picture; image: a photo from a reference
 * picture; video: only with --billed, submit, one status, cancel) and says
 * what works and what does not, with the provider's error. Providers on
 * their local defaults are not called. Keys are never printed. Exits 1 when
 * a configured provider fails. The image may be billed by the provider, a
 * submitted video task too. Then the age estimator's self-test (its bundled
 * sample and a landscape), local or not: a failure exits 1 too.
 */
export default class AiCheck extends BaseCommand {
  static commandName = 'ai:check'
  static description = 'Call each configured AI provider once and report what works (keys masked)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Seconds each provider may take (default 120)' })
  declare timeout?: number

  @flags.boolean({ description: 'Also submit a video task and cancel it (it may be billed)' })
  declare billed?: boolean

  async run() {
    const { checkProviders } = await import('#ai/actions/check_providers')
    const timeoutMs = Math.max(1, this.timeout ?? 120) * 1000
    this.logger.log('AI providers, one tiny request each:')
    const checks = await checkProviders(undefined, { timeoutMs, billed: this.billed })
    const width = Math.max(...checks.map((check) => check.provider.length))
    for (const check of checks) {
      const name = check.provider.padEnd(width)
      if (check.state === 'local') {
        this.logger.log(`  ${name}  ${this.colors.dim('local')}   ${check.detail}`)
        continue
      }
      if (check.state === 'skipped') {
        this.logger.log(`  ${name}  ${this.colors.dim('skipped')} ${check.target}`)
        this.logger.log(`  ${' '.repeat(width)}          ${check.detail}`)
        continue
      }
      const state = check.state === 'ok' ? this.colors.green('ok    ') : this.colors.red('FAILED')
      this.logger.log(`  ${name}  ${state}  ${check.target}`)
      this.logger.log(`  ${' '.repeat(width)}          ${check.detail} (${check.ms} ms)`)
    }
    const ages = await this.#ageSelfTest(width)
    const configured = checks.filter((check) => check.state === 'ok' || check.state === 'failed')
    const failed = configured.filter((check) => check.state === 'failed')
    if (checks.every((check) => check.state === 'local')) {
      this.logger.info('no provider configured: everything runs on the local (offline) defaults')
    } else if (!configured.length) {
      this.logger.info('no provider called (see above)')
    } else if (failed.length) {
      this.logger.error(`${failed.length} of ${configured.length} configured provider(s) failed`)
      this.exitCode = 1
    } else {
      this.logger.success(`all ${configured.length} configured provider(s) answered`)
    }
    if (!ages.ok) {
      this.logger.error(
        'the age estimator failed its self-test: uploads and results would be refused'
      )
      this.exitCode = 1
    }
  }

  /** The age estimator on its bundled sample and a landscape, whatever its driver. */
  async #ageSelfTest(width: number) {
    const { selfTestAgeEstimator } = await import('#ai/actions/check_age_estimator')
    this.logger.log('Age estimator self-test (the bundled adult face, a landscape):')
    const check = await selfTestAgeEstimator()
    const name = 'age'.padEnd(width)
    const state = check.ok ? this.colors.green('ok    ') : this.colors.red('FAILED')
    this.logger.log(`  ${name}  ${state}  ${check.target}`)
    this.logger.log(`  ${' '.repeat(width)}          ${check.detail} (${check.ms} ms)`)
    return check
  }
}
