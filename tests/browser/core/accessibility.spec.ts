import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { axeFindings } from '#tests/helpers/axe'
import { newContext } from '#tests/helpers/browser'
import { createUser } from '#tests/helpers/users'
import { creditPoints } from '#ledger/actions/credit_points'
import { spendPoints } from '#ledger/actions/spend_points'
import { contextFor, LANGS, open, seedSite } from '#tests/helpers/site_pages'
import { siteWalk } from '#tests/helpers/site_walk'

const TEXT = {
  en: {
    chat: 'Chat',
    message: 'Message to Lucía',
    openMenu: 'Open menu',
    photo: 'Request photo',
    buy: 'Buy Plus',
  },
  es: {
    chat: 'Chatear',
    message: 'Mensaje para Lucía',
    openMenu: 'Abrir menú',
    photo: 'Pedir foto',
    buy: 'Comprar Plus',
  },
} as const

test.group('Accessibility (axe-core)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no serious or critical finding on any page, in es and en', async ({ assert }) => {
    const { visits } = await siteWalk()
    const findings = visits.flatMap(({ where, axe }) =>
      axe.map((finding) => `${where}: ${finding}`)
    )
    assert.deepEqual(findings, [])
  }).timeout(600_000)

  test('no serious or critical finding in the age gate, mobile menu, chat, balance, photo request and checkout modals', async ({
    assert,
    cleanup,
  }) => {
    const { user } = await seedSite()
    const findings: string[] = []
    const check = async (where: string, page: import('playwright-core').Page, scope?: string) => {
      for (const finding of await axeFindings(page, scope)) findings.push(`${where}: ${finding}`)
    }
    for (const lang of LANGS) {
      const text = TEXT[lang]
      const visitor = await newContext({ confirmAge: false, cookies: { lang } })
      cleanup(() => visitor.close())
      const gatePage = await visitor.newPage()
      await open(gatePage, '/')
      await gatePage.getByRole('dialog').waitFor()
      await check(`age gate (${lang})`, gatePage, '[role=dialog]')

      const { context, page } = await contextFor(lang, user)
      cleanup(() => context.close())
      await page.setViewportSize({ width: 390, height: 800 })
      await page.getByRole('button', { name: text.openMenu }).click()
      await page.getByTestId('main-menu').waitFor({ state: 'visible' })
      await check(`mobile menu (${lang})`, page, '.site-header')

      await page.setViewportSize({ width: 1280, height: 800 })
      await open(page, '/models/lucia')
      await page.getByRole('main').getByRole('link', { name: text.chat, exact: true }).click()
      const input = page.getByLabel(text.message)
      await input.waitFor()
      await check(`chat modal (${lang})`, page, '[role=dialog]')
      await input.fill('Hola')
      await input.press('Enter')
      await page.getByTestId('insufficient-balance').waitFor()
      await check(
        `insufficient-balance modal (${lang})`,
        page,
        '[data-testid=insufficient-balance]'
      )

      await open(page, '/models/lucia')
      await page.getByRole('main').getByRole('button', { name: text.photo }).click()
      await page.getByTestId('studio-modal').waitFor()
      await check(`photo request modal (${lang})`, page, '[data-testid=studio-modal]')

      await open(page, '/payment')
      await page.getByRole('button', { name: text.buy }).click()
      await page.getByTestId('checkout-modal').waitFor()
      await check(`checkout modal (${lang})`, page, '[data-testid=checkout-modal]')
    }
    assert.deepEqual(findings, [])
  }).timeout(120_000)

  test('no serious or critical finding on the staff ledger (empty, a history, an unknown account), in es and en', async ({
    assert,
    cleanup,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const customer = await createUser()
    await creditPoints(
      {
        userId: customer.id,
        amount: 600,
        reference: 'purchase:a11y',
        idempotencyKey: `a11y-${customer.id}`,
      },
      'purchase'
    )
    await spendPoints(
      {
        userId: customer.id,
        amount: 10,
        reference: 'photo_request:a11y',
        idempotencyKey: `a11y-s-${customer.id}`,
      },
      'photo'
    )
    const findings: string[] = []
    for (const lang of LANGS) {
      const { context, page } = await contextFor(lang, staff)
      cleanup(() => context.close())
      for (const path of [
        '/staff/ledger',
        `/staff/ledger?user=${encodeURIComponent(customer.email)}`,
        '/staff/ledger?user=nobody%40example.com',
      ]) {
        await open(page, path)
        if (path.includes(encodeURIComponent(customer.email))) {
          // The history is on screen (not a login redirect or a 403 page).
          await page.getByTestId('staff-entries').getByText('600').first().waitFor()
        }
        for (const finding of await axeFindings(page))
          findings.push(`${path} (${lang}): ${finding}`)
      }
      await context.close()
    }
    assert.deepEqual(findings, [])
  }).timeout(120_000)
})
