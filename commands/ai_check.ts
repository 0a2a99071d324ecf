import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Calls each configured AI provider once with a tiny request (chat: one
 * token; moderation: one text; image: the smallest picture; video: submit,
 * one status, cancel) and says what works and what does not, with the
 * provider's error. Providers on their local defaults are not called. Keys
 * are never printed. Exits 1 when a configured provider fails. An image
 * and a submitted video task may be billed by the provider (a cancelled
 * queued fal request is not). Then the age estimator's self-test (its
 * bundled sample and a landscape), local or not: a failure exits 1 too.
 */
export default class AiCheck extends BaseCommand {
  static commandName = 'ai:check'
  static description = 'Call each configured AI provider once and report what works (keys masked)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Seconds each provider may take (default 120)' })
  declare timeout?: number

  async run() {
    const { checkProviders } = await import('#ai/actions/check_providers')
    const timeoutMs = Math.max(1, this.timeout ?? 120) * 1000
    this.logger.log('AI providers, one tiny request each:')
    const checks = await checkProviders(undefined, { timeoutMs })
    const width = Math.max(...checks.map((check) => check.provider.length))
    for (const check of checks) {
      const name = check.provider.padEnd(width)
      if (check.state === 'local') {
        this.logger.log(`  ${name}  ${this.colors.dim('local')}   ${check.detail}`)
        continue
      }
      const state = check.state === 'ok' ? this.colors.green('ok    ') : this.colors.red('FAILED')
      this.logger.log(`  ${name}  ${state}  ${check.target}`)
      this.logger.log(`  ${' '.repeat(width)}          ${check.detail} (${check.ms} ms)`)
    }
    const ages = await this.#ageSelfTest(width)
    const configured = checks.filter((check) => check.state !== 'local')
    const failed = configured.filter((check) => check.state === 'failed')
    if (!configured.length) {
      this.logger.info('no provider configured: everything runs on the local (offline) defaults')
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
