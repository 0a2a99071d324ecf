import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import Package from '#payments/models/package'
import PackagesSet from '#commands/packages_set'
import db from '@adonisjs/lucid/services/db'
import { seedPackages } from '#tests/helpers/payments'
import { DEFAULT_PACKAGES } from '#database/seeders/packages_seeder'
import {
  FIRST_SEEDED_PHRASES,
  swapSeededPhrases,
} from '#database/migrations/1700000019600_packages_without_invented_perks'

test.group('Packages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list is public, ordered, priced in euros, phrases in Spanish for es', async ({
    client,
    assert,
  }) => {
    await seedPackages()
    await Package.query()
      .where('slug', 'premium')
      .update({ phrase1: 'Videos personalizados en HD', phrase2: 'Chat en tiempo real' })
    const response = await client.get('/api/packages').withRawCookie('lang', 'es')
    response.assertStatus(200)
    const { data } = response.body()
    assert.deepEqual(
      data.map((pkg: any) => [pkg.slug, pkg.price, pkg.points]),
      [
        ['starter', '4.99', 250],
        ['plus', '9.99', 600],
        ['premium', '19.99', 1300],
        ['vip', '39.99', 3000],
      ]
    )
    // An operator's phrases; stored as "Videos", shown with the interface's "vídeo".
    assert.deepEqual(data[2].phrases, ['Vídeos personalizados en HD', 'Chat en tiempo real'])
    // The seeded packages promise nothing beyond their points.
    assert.deepEqual(
      data.filter((pkg: any) => pkg.slug !== 'premium').map((pkg: any) => pkg.phrases),
      [[], [], []]
    )
  })

  test('in English the fifteen phrases come from the fixed lookup; others stay as stored', async ({
    client,
    assert,
  }) => {
    await seedPackages()
    await Package.query().where('slug', 'vip').update({
      phrase1: 'Acceso VIP',
      phrase2: 'Soporte prioritario 24/7',
      phrase3: 'Frase nueva',
    })
    const response = await client.get('/api/packages').withRawCookie('lang', 'en')
    const vip = response.body().data.find((pkg: any) => pkg.slug === 'vip')
    assert.deepEqual(vip.phrases, ['VIP access', '24/7 priority support', 'Frase nueva'])
  })

  test('the largest action (1,100 points) is reachable with one purchase', async ({ assert }) => {
    const packages = await seedPackages()
    assert.isTrue(packages.some((pkg) => pkg.points >= 1100))
  })

  test('hidden packages are not listed', async ({ client, assert }) => {
    await seedPackages()
    await Package.query().where('slug', 'starter').update({ active: false })
    const response = await client.get('/api/packages')
    assert.notInclude(
      response.body().data.map((pkg: any) => pkg.slug),
      'starter'
    )
  })

  test('the payment page renders the packages for visitors', async ({ client, assert }) => {
    await seedPackages()
    const response = await client.get('/payment').withInertia().withRawCookie('lang', 'en')
    response.assertStatus(200)
    response.assertInertiaComponent('payments/show')
    assert.lengthOf(response.inertiaProps.packages, 4)
    assert.deepEqual(response.inertiaProps.methods, ['card', 'paypal'])
    assert.deepEqual(response.inertiaProps.card, { provider: 'sandbox' })
    assert.equal(response.inertiaProps.expiryMonths, 12)
  })

  test("packages still holding the first seeded perks lose them; an operator's phrases stay", async ({
    assert,
  }) => {
    await db
      .table('packages')
      .insert(
        DEFAULT_PACKAGES.map((pkg) => {
          const [phrase1, phrase2, phrase3] =
            pkg.slug === 'plus' ? ['Acceso VIP', null, null] : FIRST_SEEDED_PHRASES[pkg.slug]
          return { ...pkg, phrase1, phrase2, phrase3 }
        })
      )
      // Another group may have left the packages seeded: these phrases win.
      .onConflict('slug')
      .merge()
    const phrases = async () => {
      const packages = await Package.query().orderBy('sort_order')
      return packages.map((pkg) => [pkg.slug, pkg.phrase1, pkg.phrase2, pkg.phrase3])
    }
    await swapSeededPhrases(db.connection(), true)
    assert.deepEqual(await phrases(), [
      ['starter', null, null, null],
      ['plus', 'Acceso VIP', null, null],
      ['premium', null, null, null],
      ['vip', null, null, null],
    ])
    await swapSeededPhrases(db.connection(), false)
    const restored = await phrases()
    assert.deepEqual(restored[3], ['vip', ...FIRST_SEEDED_PHRASES.vip])
    assert.deepEqual(restored[1], ['plus', 'Acceso VIP', null, null])
  })
})

test.group('packages:set command', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('edits a package price, points and phrases', async ({ assert }) => {
    await seedPackages()
    const command = await ace.create(PackagesSet, [
      'plus',
      '--price=12.50',
      '--points=800',
      '--phrases=Acceso VIP|Sin publicidad',
    ])
    await command.exec()
    command.assertSucceeded()
    const plus = await Package.findByOrFail('slug', 'plus')
    assert.equal(plus.priceCents, 1250)
    assert.equal(plus.points, 800)
    assert.deepEqual(
      [plus.phrase1, plus.phrase2, plus.phrase3],
      ['Acceso VIP', 'Sin publicidad', null]
    )
  })

  test('refuses a bad price and a new package without price', async ({ assert }) => {
    await seedPackages()
    const bad = await ace.create(PackagesSet, ['plus', '--price=-3'])
    await bad.exec()
    bad.assertFailed()
    const missing = await ace.create(PackagesSet, ['gold', '--points=10'])
    await missing.exec()
    missing.assertFailed()
    assert.isNull(await Package.findBy('slug', 'gold'))
  })

  test('creates a new package and hides one', async ({ assert }) => {
    await seedPackages()
    const create = await ace.create(PackagesSet, [
      'gold',
      '--price=99',
      '--points=9000',
      '--name=Gold',
    ])
    await create.exec()
    create.assertSucceeded()
    const hide = await ace.create(PackagesSet, ['starter', '--inactive'])
    await hide.exec()
    const gold = await Package.findByOrFail('slug', 'gold')
    const starter = await Package.findByOrFail('slug', 'starter')
    assert.equal(gold.priceCents, 9900)
    assert.isFalse(starter.active)
  })
})
