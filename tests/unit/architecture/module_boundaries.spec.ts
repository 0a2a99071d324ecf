import { test } from '@japa/runner'
import { access, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { PUBLIC_PORTS, importsOf, violationsIn, wiringInRoutes } from './import_graph.js'

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return files(path)
      return /\.tsx?$/.test(entry.name) ? [path] : []
    })
  )
  return nested.flat()
}

async function violationsUnder(...roots: string[]) {
  const root = app.makePath()
  const found: string[] = []
  for (const folder of roots) {
    for (const file of await files(app.makePath(folder))) {
      found.push(...violationsIn(root, file, await readFile(file, 'utf8')))
    }
  }
  return found
}

/** A source planted in a module as if it were there, checked without touching the disk. */
function planted(path: string, source: string) {
  return violationsIn(app.makePath(), app.makePath(path), source)
}

test.group('Module boundaries (docs/architecture.md)', () => {
  test('app/ and inertia/ keep the allowed module graph', async ({ assert }) => {
    assert.deepEqual(await violationsUnder('app', 'inertia'), [])
  })

  test('every way of naming a module is parsed', ({ assert }) => {
    const source = [
      `import '#a/side_effect'`,
      `import type { T } from '#a/types_only'`,
      `import { type U } from '#a/named_types'`,
      `export * from '#a/reexport'`,
      `export { x } from '#a/named_reexport'`,
      `const lazy = () => import('#a/dynamic')`,
      `type M = typeof import('#a/type_query')`,
    ].join('\n')
    const refs = importsOf('planted.ts', source)
    assert.deepEqual(
      refs.map((ref) => [ref.specifier, ref.typeOnly]),
      [
        ['#a/side_effect', false],
        ['#a/types_only', true],
        ['#a/named_types', true],
        ['#a/reexport', false],
        ['#a/named_reexport', false],
        ['#a/dynamic', false],
        ['#a/type_query', true],
      ]
    )
  })

  test('a planted violation of each kind is caught', ({ assert }) => {
    // the ledger depends on no module, even through a side-effect import
    assert.lengthOf(planted('app/ledger/services/x.ts', `import '#accounts/queries/a'`), 1)
    assert.lengthOf(planted('app/ledger/queries/x.ts', `import '#payments/models/purchase'`), 1)
    // payments move points through the ledger's actions, never its store or rules
    assert.lengthOf(
      planted('app/payments/actions/x.ts', `import '#ledger/services/ledger_store'`),
      1
    )
    assert.lengthOf(planted('app/payments/actions/x.ts', `import '#ledger/rules/movement'`), 1)
    // another module's services/ are its ports and adapters, private to it
    assert.lengthOf(planted('app/engagement/x.ts', `import '#ledger/services/ledger_store'`), 1)
    assert.lengthOf(planted('app/studio/x.ts', `import { s } from '#accounts/services/secrets'`), 1)
    // of the ai ports, only their entry points: an adapter is private
    assert.lengthOf(
      planted('app/engagement/x.ts', `import '#ai/services/offline/chat/local_reply'`),
      1
    )
    assert.lengthOf(
      planted('app/studio/x.ts', `import '../ai/services/offline/image/scene_words.js'`),
      1
    )
    // internals of an allowed dependency, re-exported
    assert.lengthOf(planted('app/engagement/x.ts', `export * from '#ledger/models/ledger'`), 1)
    // a lazy controller import of another module's controller
    assert.lengthOf(
      planted('app/studio/routes.ts', `const C = () => import('#catalog/controllers/c')`),
      1
    )
    // core reaching a module by a relative path
    assert.lengthOf(planted('app/core/http/x.ts', `import '../../accounts/services/a.js'`), 1)
    // catalog depends on no module
    assert.lengthOf(planted('app/catalog/x.ts', `import '#engagement/services/favorites'`), 1)
    // React: core helpers importing a module's component, server code in the bundle
    assert.lengthOf(planted('inertia/lib/x.ts', `import '~/components/studio/a'`), 1)
    assert.lengthOf(planted('inertia/pages/payments/x.tsx', `import '../catalog/models'`), 1)
    assert.lengthOf(planted('inertia/pages/payments/x.tsx', `import '#payments/services/a'`), 1)
    assert.lengthOf(
      planted('inertia/pages/payments/x.tsx', `import type { A } from '#payments/models/a'`),
      1
    )
  })

  test('route files only declare routes; wiring lives in providers', async ({ assert }) => {
    const found: string[] = []
    for (const file of await files(app.makePath('app'))) {
      found.push(...wiringInRoutes(app.makePath(), file, await readFile(file, 'utf8')))
    }
    assert.deepEqual(found, [])
    const wiring = [
      `import '#engagement/queries/export_favorites'`,
      `import '#payments/sandbox/routes'`,
      `sharedPropsProviders.register(async () => ({}))`,
    ].join('\n')
    assert.lengthOf(wiringInRoutes(app.makePath(), app.makePath('app/x/routes.ts'), wiring), 2)
  })

  test('every public port exists', async ({ assert }) => {
    for (const port of PUBLIC_PORTS) {
      await assert.doesNotReject(() => access(app.makePath(`${port}.ts`)), port)
    }
  })

  test('what the graph allows passes', ({ assert }) => {
    assert.deepEqual(planted('app/engagement/x.ts', `import '#ledger/actions/hold_points'`), [])
    assert.deepEqual(planted('app/engagement/x.ts', `import '#ledger/queries/cost_of'`), [])
    assert.deepEqual(planted('app/engagement/x.ts', `import '#ai/services/chat/chat_service'`), [])
    assert.deepEqual(
      planted('app/studio/x.ts', `import { v } from '../ai/services/video/video_port.js'`),
      []
    )
    // a module's own services/ are its own business
    assert.deepEqual(
      planted('app/ledger/actions/x.ts', `import '#ledger/services/ledger_store'`),
      []
    )
    assert.deepEqual(
      planted('app/payments/actions/x.ts', `import '#ledger/actions/hold_points'`),
      []
    )
    assert.deepEqual(planted('app/payments/x.ts', `import { a } from '#core/http/site'`), [])
    assert.deepEqual(
      planted('inertia/pages/payments/x.tsx', `import type { C } from '#ledger/types/costs'`),
      []
    )
  })
})
