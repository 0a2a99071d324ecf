import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#ledger/queries/balance_of'
import { ledgerHistory } from '#ledger/queries/ledger_history'
import { AccountError } from '#accounts/exceptions/account_error'
import { registerUser } from '#accounts/actions/register_user'
import { verifyEmail } from '#accounts/actions/verify_email'
import { resendVerificationCode } from '#accounts/actions/resend_verification_code'
import { requestPasswordReset } from '#accounts/actions/request_password_reset'
import { resetPassword } from '#accounts/actions/reset_password'
import { isResetLinkUsable } from '#accounts/queries/reset_link'
import { eraseAccount } from '#accounts/actions/erase_account'
import { exportPersonalData } from '#accounts/queries/export_personal_data'
import { findAccountByEmail, findAccountById } from '#accounts/queries/find_account'
import { setRole } from '#accounts/actions/set_role'
import { personalData } from '#accounts/services/personal_data'
import { hashCode, newCode } from '#accounts/services/secrets'
import { TEST_PASSWORD, codeFromMail, createUser, mailsTo } from '#tests/helpers/users'

/*
| The account services without HTTP. These commit for real: the races they
| check (double sign-up, two tabs verifying, a link used twice) are between
| transactions.
*/

const unique = () => randomBytes(4).toString('hex')

async function rejectsWith(assert: any, work: () => Promise<unknown>, key: string) {
  try {
    await work()
    assert.fail(`expected ${key}`)
  } catch (error) {
    assert.instanceOf(error, AccountError)
    assert.equal((error as AccountError).key, key)
  }
}

test.group('Account services', (group) => {
  let mails: FakeMailer
  group.each.setup(() => {
    mails = mail.fake()
    return () => mail.restore()
  })

  test('codes are 6 digits, stored as an HMAC bound to the user', ({ assert }) => {
    for (let i = 0; i < 50; i++) assert.match(newCode(), /^\d{6}$/)
    assert.notEqual(hashCode(1, '123456'), hashCode(2, '123456'))
    assert.equal(hashCode(1, '123456'), hashCode(1, '123456'))
    assert.lengthOf(hashCode(1, '123456'), 64)
  })

  test('two sign-ups racing for one address: one account, the other told it is taken', async ({
    assert,
  }) => {
    const email = `race-${unique()}@example.com`
    const results = await Promise.allSettled(
      ['first', 'second'].map((name) =>
        registerUser({ username: `${name}${unique()}`, email, password: 'secret1' }, 'en')
      )
    )
    const failed = results.filter((result) => result.status === 'rejected')
    assert.lengthOf(failed, 1)
    assert.equal(
      ((failed[0] as PromiseRejectedResult).reason as AccountError).key,
      'auth.register.errors.emailTaken'
    )
    const rows = await db.from('users').where('email', email)
    assert.lengthOf(rows, 1)
  })

  test('two tabs verifying at once: both signed in, 20 points once', async ({ assert }) => {
    const user = await registerUser(
      { username: `tabs${unique()}`, email: `tabs-${unique()}@example.com`, password: 'secret1' },
      'es'
    )
    const code = await codeFromMail(mails, user.email)
    const [mailed] = await mailsTo(mails, user.email)
    assert.include(mailed.subject, 'Tu código de verificación')

    const results = await Promise.all([
      verifyEmail(user.email, code),
      verifyEmail(user.email, code),
    ])
    assert.lengthOf(results, 2)
    assert.equal(await balanceOf(user.id), 20)
    const history = await ledgerHistory(user.id)
    assert.lengthOf(history.entries, 1)
    assert.equal(history.entries[0].kind, 'welcome_bonus')
  })

  test('a verified account answers other codes and resends as an unknown address would', async ({
    assert,
  }) => {
    const user = await createUser()
    await rejectsWith(
      assert,
      () => verifyEmail(user.email, '123456'),
      'auth.verify.errors.invalidCode'
    )
    assert.deepEqual(await resendVerificationCode(user.email), { retryAfter: 60 })
    assert.deepEqual(await resendVerificationCode(`nobody-${unique()}@example.com`), {
      retryAfter: 60,
    })
    assert.lengthOf(mails.mails.queued(), 0)
  })

  test('a reset link used twice at once changes the password once', async ({ assert }) => {
    const user = await createUser()
    await requestPasswordReset(user.email)
    const [sent] = await mailsTo(mails, user.email)
    const token = sent.text.match(/reset-password\/([\w-]+)/)![1]
    const results = await Promise.allSettled([
      resetPassword(token, 'first-new'),
      resetPassword(token, 'second-new'),
    ])
    assert.lengthOf(
      results.filter((result) => result.status === 'fulfilled'),
      1
    )
    assert.isFalse(await isResetLinkUsable(token))
  })

  test('an unknown address gets no link and no error', async ({ assert }) => {
    await requestPasswordReset(`nobody-${unique()}@example.com`)
    assert.lengthOf(mails.mails.queued(), 0)
  })

  test('modules contribute to the export and the erasure through the registry', async ({
    assert,
    cleanup,
  }) => {
    const seen: string[] = []
    cleanup(() => personalData.unregister('test_module'))
    personalData.register({
      name: 'test_module',
      async export(owner) {
        return { owner: owner.email }
      },
      async erase(owner, trx) {
        if (trx.isTransaction) seen.push(owner.email)
      },
    })
    const user = await createUser()
    const email = user.email
    const data = await exportPersonalData(user)
    assert.deepEqual((data as any).test_module, { owner: email })

    await eraseAccount(user, TEST_PASSWORD)
    assert.deepEqual(seen, [email])
    assert.isNull(await findAccountByEmail(email))
    assert.isNull(await findAccountById(user.id))
  })

  test('the public account service reads and sets roles by address', async ({ assert }) => {
    const user = await createUser()
    assert.deepEqual(await findAccountByEmail(user.email.toUpperCase()), {
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'user',
    })
    const staff = await setRole(user.email, 'staff')
    assert.equal(staff?.role, 'staff')
    assert.isNull(await setRole(`nobody-${unique()}@example.com`, 'staff'))
  })
})
