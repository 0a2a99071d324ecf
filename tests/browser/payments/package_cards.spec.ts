import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { KNOWN_PHRASES, translatePhrase } from '#payments/types/package_phrases'
import { seedPackages } from '#tests/helpers/payments'
import { axeFindings } from '#tests/helpers/axe'

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]

test.group('Package cards say what a package gives', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const viewport of SIZES) {
    test(`in Spanish at ${viewport.width} px: points, price, what they buy, expiry; no perks`, async ({
      visit,
      assert,
    }) => {
      await seedPackages()
      const { page } = await visit('/payment', { cookies: { lang: 'es' }, viewport })
      const cards = page.getByTestId('package-card')
      assert.equal(await cards.count(), 4)
      const text = (await page.locator('.package-grid').textContent()) ?? ''
      for (const phrase of KNOWN_PHRASES) {
        assert.notInclude(text, translatePhrase(phrase, 'es'), 'a perk no package gives')
      }
      assert.notInclude(text, 'El más popular')

      // Plus: 600 points at the default prices (1 a message, 10 a photo, 50 a video, 500 a
      // custom photo; a custom video, 1,100, is out of reach).
      const plus = cards.filter({ hasText: 'Plus' })
      assert.deepEqual(await plus.getByTestId('package-buys').locator('li').allTextContents(), [
        '600 mensajes de chat',
        '60 fotos',
        '12 vídeos',
        '1 foto a partir de tu imagen',
      ])
      assert.equal(
        await plus.getByTestId('package-expiry').textContent(),
        'Puntos válidos durante 12 meses desde la compra'
      )
      // VIP gives the most points per euro: the badge says that, and only that.
      const vip = cards.filter({ hasText: 'VIP' })
      await vip.getByText('Mejor precio por punto').waitFor()
      assert.equal(await page.getByText('Mejor precio por punto').count(), 1)
      assert.include(
        await vip.getByTestId('package-buys').textContent(),
        '2 vídeos a partir de tu imagen'
      )
      assert.deepEqual(await axeFindings(page), [])
    })
  }
})
