import { test } from '@japa/runner'
import pointsConfig from '#config/points'

/*
| The legal text promises the expiry policy the ledger enforces: both read
| config/points.ts, so the numbers cannot drift apart.
*/
test.group('Points policy in the legal text', () => {
  test('English states the purchase, welcome and notice periods, and that nothing is extended', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/legal').withRawCookie('lang', 'en')
    const html = response.text()
    assert.include(
      html,
      `Points you buy expire ${pointsConfig.purchaseExpiryMonths} months after the purchase`
    )
    assert.include(html, `the welcome points ${pointsConfig.welcomeBonusExpiryDays} days after`)
    assert.include(html, `${pointsConfig.expiryNoticeDays} days before`)
    assert.include(html, 'A purchase extends nothing else')
  })

  test('Spanish states the same numbers', async ({ client, assert }) => {
    const response = await client.get('/legal').withRawCookie('lang', 'es')
    const html = response.text()
    assert.include(
      html,
      `Los puntos que compras caducan ${pointsConfig.purchaseExpiryMonths} meses después de la compra`
    )
    assert.include(html, `los puntos de bienvenida ${pointsConfig.welcomeBonusExpiryDays} días`)
    assert.include(html, `${pointsConfig.expiryNoticeDays} días antes`)
    assert.include(html, 'Una compra no prorroga nada más')
  })
})
