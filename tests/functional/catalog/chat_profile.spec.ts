import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import CatalogModel from '#catalog/models/catalog_model'
import { chatProfile } from '#catalog/queries/chat_profile'
import { seedDemoCatalog } from '#catalog/actions/seed_demo_catalog'
import { LocalChatAdapter } from '#ai/services/offline/chat/local_chat_adapter'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'
import { collect } from '#tests/helpers/chat'

test.group('Catalog chat profile (the persona the chat port uses)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => async () => {
    await drive.use().deleteAll('catalog')
  })

  test('a seeded demo character has its persona in both languages', async ({ assert }) => {
    await seedDemoCatalog({ categories: ['romantic'], perCategory: 1, videos: false })
    const lucia = await CatalogModel.findByOrFail('slug', 'lucia')

    const es = await chatProfile(lucia.id, 'es')
    assert.isNotNull(es)
    assert.equal(es!.id, lucia.id)
    assert.equal(es!.name, 'Lucía')
    assert.equal(es!.age, 27)
    assert.equal(es!.categoryName, 'Almas románticas')
    assert.match(es!.description, /^Lucía tiene 27 años/)
    assert.equal(es!.persona.category, 'Almas románticas')
    assert.lengthOf(es!.persona.traits, 3)
    assert.lengthOf(es!.persona.interests, 3)
    assert.include(es!.persona.greeting, 'Lucía')

    const en = await chatProfile(lucia.id, 'en')
    assert.equal(en!.categoryName, 'Romantic souls')
    assert.notEqual(en!.persona.voice, es!.persona.voice)
    assert.notDeepEqual(en!.persona.interests, es!.persona.interests)

    // Seeding again keeps one persona per character.
    await seedDemoCatalog({ categories: ['romantic'], perCategory: 1, videos: false })
    assert.deepEqual(await chatProfile(lucia.id, 'es'), es)
  })

  test('the local engine replies in persona from it', async ({ assert }) => {
    await seedDemoCatalog({ categories: ['romantic'], perCategory: 1, videos: false })
    const lucia = await CatalogModel.findByOrFail('slug', 'lucia')
    const profile = (await chatProfile(lucia.id, 'es'))!
    const { text } = await collect(new LocalChatAdapter({ delayMs: 0 }), {
      persona: profile.persona,
      language: 'es',
      history: [],
      message: '¿Qué te gusta hacer?',
    })
    assert.isTrue(
      [...profile.persona.traits, ...profile.persona.interests].some((item) => text.includes(item)),
      text
    )
  })

  test('an imported character without a persona gets a neutral one; unknown ids give null', async ({
    assert,
  }) => {
    const category = await CategoryFactory.merge({
      slug: 'imported',
      nameEs: 'Importadas',
    }).create()
    const model = await CatalogModelFactory.merge({
      categoryId: category.id,
      nameEs: 'Olga',
      nameEn: 'Olga',
      age: 33,
    }).create()
    const profile = await chatProfile(model.id, 'es')
    assert.equal(profile!.name, 'Olga')
    assert.equal(profile!.categoryName, 'Importadas')
    assert.isAbove(profile!.persona.voice.length, 5)
    assert.isNotEmpty(profile!.persona.interests)
    assert.include(profile!.persona.greeting, 'Olga')

    assert.isNull(await chatProfile(model.id + 1000, 'es'))
    assert.isNull(await chatProfile(0, 'en'))
    assert.isNull(await chatProfile(Number.MAX_SAFE_INTEGER + 2, 'en'))
    assert.isNull(await chatProfile(Number.NaN, 'en'))
  })
})
