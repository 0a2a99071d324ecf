import { test } from '@japa/runner'
import { PageMemo } from '#core/http/page_memo'
import { immutableToken, markImmutable } from '#core/http/immutable_values'

const json = (bytes: number) => ({
  kind: 'json' as const,
  body: Buffer.alloc(bytes),
  etag: `"${bytes}"`,
})

test.group('PageMemo', () => {
  test('bounded by entries and by bytes, oldest out first', ({ assert }) => {
    const memo = new PageMemo({ maxEntries: 2, maxBytes: 1000, ttlMs: 60_000 })
    memo.set('a', json(100))
    memo.set('b', json(100))
    memo.set('c', json(100))
    assert.isUndefined(memo.get('a'))
    assert.equal(memo.size, 2)

    const bytes = new PageMemo({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 })
    for (const key of ['a', 'b', 'c', 'd', 'e']) bytes.set(key, json(240))
    assert.isUndefined(bytes.get('a'))
    assert.exists(bytes.get('b'))
    assert.exists(bytes.get('e'))
    // Larger than a quarter of the budget: never kept.
    bytes.set('huge', json(300))
    assert.isUndefined(bytes.get('huge'))
  })

  test('a page read again stays; the least recently used goes first', ({ assert }) => {
    const memo = new PageMemo({ maxEntries: 2, maxBytes: 1000, ttlMs: 60_000 })
    memo.set('home', json(100))
    memo.set('a', json(100))
    assert.exists(memo.get('home'))
    memo.set('b', json(100))
    assert.exists(memo.get('home'))
    assert.isUndefined(memo.get('a'))
  })

  test('an entry lives for its TTL only', async ({ assert }) => {
    const memo = new PageMemo({ maxEntries: 10, maxBytes: 1000, ttlMs: 20 })
    memo.set('a', json(10))
    assert.exists(memo.get('a'))
    await new Promise((resolve) => setTimeout(resolve, 40))
    assert.isUndefined(memo.get('a'))
    assert.equal(memo.size, 0)
  })
})

test.group('Immutable values', () => {
  test('a marked value and its elements get tokens; a new object another one', ({ assert }) => {
    const list = { items: [1, 2] }
    const options = [{ slug: 'a' }]
    const entry = [list, options]
    assert.isUndefined(immutableToken(list))
    markImmutable(entry)
    assert.isString(immutableToken(entry))
    assert.isString(immutableToken(list))
    assert.isString(immutableToken(options))
    // Two levels down: Inertia hands plain-object props on as shallow copies.
    assert.isString(immutableToken(list.items))
    assert.notEqual(immutableToken(list), immutableToken(options))

    const reloaded = { items: [1, 2] }
    markImmutable(reloaded)
    assert.notEqual(immutableToken(reloaded), immutableToken(list))
    assert.isUndefined(immutableToken('text'))
    assert.isUndefined(immutableToken(null))
  })
})
