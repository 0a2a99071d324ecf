import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { creditPoints } from '#ledger/actions/credit_points'
import { spendPoints } from '#ledger/actions/spend_points'
import { createUser } from '#tests/helpers/users'
import { axeFindings } from '#tests/helpers/axe'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 768 }

/** What sticks out of a box's right edge, one line per element, from the page. */
const OVERFLOWING = `(() => {
  const table = document.querySelector('[data-testid=transactions]')
  const edge = table.closest('.card').getBoundingClientRect().right
  return [...table.querySelectorAll('th, td')]
    .filter((cell) => cell.getBoundingClientRect().right > edge + 0.5)
    .map((cell) => cell.textContent)
})()`

test.group('Profile tabs as a user meets them', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('transactions on a phone in Spanish: every column, "Saldo después" too, inside the card', async ({
    visit,
    assert,
  }) => {
    const user = await createUser({ locale: 'es' })
    const key = (name: string) => `${name}:${user.id}`
    await creditPoints(
      { userId: user.id, amount: 12_000, reference: 'pkg', idempotencyKey: key('buy') },
      'purchase'
    )
    for (const kind of ['custom_video', 'custom_photo', 'video'] as const) {
      await spendPoints(
        { userId: user.id, amount: 1_100, reference: kind, idempotencyKey: key(kind) },
        kind
      )
    }
    const { page } = await visit('/profile?tab=transactions', {
      user,
      cookies: { lang: 'es' },
      viewport: PHONE,
    })
    const table = page.getByTestId('transactions')
    await table.getByRole('columnheader', { name: 'Saldo después' }).waitFor()
    assert.deepEqual(await page.evaluate(OVERFLOWING), [])
    const widths = await page.evaluate('[document.documentElement.scrollWidth, window.innerWidth]')
    assert.isAtMost((widths as number[])[0], (widths as number[])[1])
    assert.deepEqual(await axeFindings(page), [])
  })

  test('settings in Spanish offer only what works: no "Próximamente" card', async ({
    visit,
    assert,
  }) => {
    const user = await createUser({ locale: 'es' })
    const { page } = await visit('/profile?tab=settings', {
      user,
      cookies: { lang: 'es' },
      viewport: DESKTOP,
    })
    const panel = page.getByRole('tabpanel')
    await panel.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor()
    assert.equal(await page.getByText('Próximamente').count(), 0)
    // Every card of the tab does something: a form or a link to act on.
    const idle = await panel
      .locator('.card')
      .evaluateAll(
        (cards) => cards.filter((card) => !card.querySelector('button, a[href], form')).length
      )
    assert.equal(idle, 0)
    assert.deepEqual(await axeFindings(page), [])
  })
})
