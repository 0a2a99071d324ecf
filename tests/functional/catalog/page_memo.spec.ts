import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { addFavorite } from '#engagement/actions/add_favorite'
import catalogCache from '#catalog/services/cache/catalog_cache'
import { pageMemo } from '#core/http/page_memo'
import { createUser, sessionOf } from '#tests/helpers/users'

/*
| The memoised bodies of catalog pages (#core/http/page_memo) with the
| catalog cache on, as in production: no global transaction here (it
| would switch the cache off), so every row is removed after each test.
*/

const SLUG = 'memo-probe'

function jsonVisit(client: any, session?: Record<string, unknown>) {
  const request = client.get(`/models?q=memo+probe`).withInertia().withRawCookie('lang', 'en')
  return session ? request.withSession(session) : request
}

function htmlVisit(client: any, session?: Record<string, unknown>) {
  const request = client.get(`/models?q=memo+probe`).withRawCookie('lang', 'en')
  return session ? request.withSession(session) : request
}

function nonceOf(response: any) {
  return /'nonce-([^']+)'/.exec(String(response.header('content-security-policy')))?.[1]
}

test.group('Catalog pages: memoised bodies', (group) => {
  let user: User
  let modelId: number

  async function removeRows() {
    if (user) {
      await db.from('favorites').where('user_id', user.id).delete()
      await db.from('sessions').where('user_id', user.id).delete()
      await db.from('users').where('id', user.id).delete()
    }
    await db.from('models').where('slug', SLUG).delete()
    await db.from('categories').where('slug', SLUG).delete()
  }

  group.each.setup(async () => {
    await removeRows()
    await db.rawQuery(
      `INSERT INTO categories (slug, name_en, name_es) VALUES (?, 'Memo', 'Memo')`,
      [SLUG]
    )
    const inserted = await db.rawQuery(
      `INSERT INTO models (slug, category_id, name_en, name_es, age, rating)
       VALUES (?, (SELECT id FROM categories WHERE slug = ?), 'Memo Probe', 'Memo Probe', 30, 4)
       RETURNING id`,
      [SLUG, SLUG]
    )
    modelId = Number(inserted.rows[0].id)
    user = await createUser()
    await addFavorite(user.id, modelId)
    // The inserts' notifications drop the catalog cache when they land: let them land first.
    await new Promise((resolve) => setTimeout(resolve, 300))
    pageMemo.clear()
    return removeRows
  })

  test('a repeat anonymous visit reuses the body; a signed-in visit after it, and the reverse, gets its own props', async ({
    client,
    assert,
  }) => {
    assert.isTrue(catalogCache.enabled)
    const first = await jsonVisit(client)
    first.assertStatus(200)
    const size = pageMemo.size
    assert.isAbove(size, 0)
    const again = await jsonVisit(client)
    assert.deepEqual(again.inertiaProps, first.inertiaProps)
    assert.equal(pageMemo.size, size, 'the same page object is one entry')

    const mine = await jsonVisit(client, sessionOf(user))
    mine.assertStatus(200)
    const props = mine.inertiaProps as any
    assert.equal(props.user.id, user.id)
    assert.deepEqual(props.favoriteModelIds, [modelId])
    assert.isNotNull(props.balance)
    assert.equal(props.models.items[0].slug, SLUG)

    const last = await jsonVisit(client)
    const anonymous = last.inertiaProps as any
    assert.isNull(anonymous.user)
    assert.isNull(anonymous.balance)
    assert.deepEqual(anonymous.favoriteModelIds, [])
    assert.deepEqual(anonymous, first.inertiaProps)
  })

  test('server-rendered HTML: the user only in their own page, a fresh CSP nonce in each', async ({
    assert,
    client,
  }) => {
    const anonymous = await htmlVisit(client)
    anonymous.assertStatus(200)
    assert.include(anonymous.header('content-type'), 'text/html')
    assert.include(anonymous.text(), 'Memo Probe')
    assert.notInclude(anonymous.text(), user.username)

    const mine = await htmlVisit(client, sessionOf(user))
    assert.include(mine.text(), user.username)
    assert.include(mine.text(), user.email)

    const size = pageMemo.size
    const later = await htmlVisit(client)
    assert.equal(pageMemo.size, size, 'the anonymous page again: a memoised body')
    assert.notInclude(later.text(), user.username)
    assert.notInclude(later.text(), user.email)

    // Every script tag carries this response's nonce, none the earlier one's.
    const [one, two] = [nonceOf(anonymous), nonceOf(later)]
    assert.isString(one)
    assert.notEqual(one, two)
    assert.include(later.text(), `nonce="${two}"`)
    assert.notInclude(later.text(), one!)
    assert.equal(
      later.text().replaceAll(two!, 'NONCE'),
      anonymous.text().replaceAll(one!, 'NONCE'),
      'the same page, apart from the nonce'
    )
  })
})
