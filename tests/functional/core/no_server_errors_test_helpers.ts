import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Group } from '@japa/runner/core'
import { clearRateLimits } from '#tests/helpers/users'

/**
 * The setup of each "no 5xx" test: rate limits emptied (registered before the
 * global transaction: they are written outside it), the global transaction, a
 * fake mailer (the forms sign up and reset passwords) and two minutes, since
 * one test sends hundreds of raw requests.
 */
export function eachOddRequestTest(group: Group) {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })
  // Hundreds of requests each: past two minutes on a busy machine.
  group.each.timeout(300_000)
}
