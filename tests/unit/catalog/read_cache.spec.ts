import { test } from '@japa/runner'
import { ReadCache } from '#catalog/services/cache/read_cache'

function counter() {
  let calls = 0
  return {
    get calls() {
      return calls
    },
    load: async () => ++calls,
  }
}

test.group('ReadCache', () => {
  test('off until enabled: every read loads', async ({ assert }) => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 10 })
    const source = counter()
    await cache.get('a', source.load)
    await cache.get('a', source.load)
    assert.equal(source.calls, 2)
  })

  test('on: one load per key until invalidated; concurrent misses share it', async ({ assert }) => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 10 })
    cache.setEnabled(true)
    const source = counter()
    const [a, b] = await Promise.all([cache.get('a', source.load), cache.get('a', source.load)])
    assert.deepEqual([a, b, source.calls], [1, 1, 1])
    cache.invalidate()
    assert.equal(await cache.get('a', source.load), 2)
  })

  test('a load that straddles an invalidation is not kept', async ({ assert }) => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 10 })
    cache.setEnabled(true)
    let release!: (value: string) => void
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)))
    cache.invalidate()
    release('before the write')
    assert.equal(await slow, 'before the write')
    assert.equal(await cache.get('a', async () => 'after the write'), 'after the write')
  })

  test('failures are not kept; the TTL and the size bound hold', async ({ assert }) => {
    const cache = new ReadCache({ ttlMs: 20, maxEntries: 2 })
    cache.setEnabled(true)
    await assert.rejects(() => cache.get('a', async () => Promise.reject(new Error('down'))))
    assert.equal(await cache.get('a', async () => 'up'), 'up')
    await cache.get('b', async () => 'b')
    await cache.get('c', async () => 'c')
    assert.equal(cache.size, 2)
    assert.equal(await cache.get('a', async () => 'reloaded'), 'reloaded')
    await new Promise((resolve) => setTimeout(resolve, 30))
    assert.equal(await cache.get('a', async () => 'expired'), 'expired')
  })

  test('a key read again stays; the least recently read goes first', async ({ assert }) => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 2 })
    cache.setEnabled(true)
    await cache.get('home', async () => 'home')
    await cache.get('a', async () => 'a')
    await cache.get('home', async () => 'reloaded')
    await cache.get('b', async () => 'b')
    assert.equal(await cache.get('home', async () => 'reloaded'), 'home')
    assert.equal(await cache.get('a', async () => 'reloaded'), 'reloaded')
  })

  test('a bypass check (a global transaction) skips the cache', async ({ assert }) => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 10 })
    cache.setEnabled(true)
    let bypass = true
    cache.bypassWhen(() => bypass)
    const source = counter()
    await cache.get('a', source.load)
    await cache.get('a', source.load)
    assert.equal(source.calls, 2)
    bypass = false
    await cache.get('a', source.load)
    await cache.get('a', source.load)
    assert.equal(source.calls, 3)
  })

  test('frozen caches hand out values whose every level throws on mutation', async ({ assert }) => {
    const cache = new ReadCache({ ttlMs: 10_000, maxEntries: 10, freeze: true })
    for (const enabled of [true, false]) {
      cache.setEnabled(enabled)
      const value = await cache.get('page', async () => ({
        models: [{ id: 1, name: 'Maya', tags: ['sea'] }],
        total: 1,
      }))
      assert.throws(() => {
        value.total = 2
      })
      assert.throws(() => {
        value.models.push({ id: 2, name: 'Emma', tags: [] })
      })
      assert.throws(() => {
        value.models[0].name = 'changed'
      })
      assert.throws(() => value.models[0].tags.push('x'))
    }
  })

  test('the catalog cache is frozen outside production', async ({ assert }) => {
    const { default: catalogCache } = await import('#catalog/services/cache/catalog_cache')
    const value = await catalogCache.get('freeze-probe', async () => ({ list: [1] }))
    assert.isTrue(Object.isFrozen(value))
    assert.isTrue(Object.isFrozen(value.list))
  })
})
