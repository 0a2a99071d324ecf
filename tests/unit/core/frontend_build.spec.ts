import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { freshClone } from '#tests/helpers/fresh_clone'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { buildIsCurrent, ensureFrontendBuild } from '../../../bin/lib/frontend_build.js'

/*
| `npm start` builds the pages once and reuses the build until what it was
| built from changes: a source file, a new file beside them, the locked
| dependencies. Two real builds on a fresh clone's state.
*/
test.group('npm start: the pages are built once per change of their sources', (group) => {
  let clone: string
  group.setup(() => {
    clone = freshClone('velvet-build-')
    return () => rmSync(clone, { recursive: true, force: true })
  })

  test('a fresh clone builds, a second start reuses, a changed source builds again', async ({
    assert,
  }) => {
    assert.isFalse(buildIsCurrent(clone), 'a fresh clone has no build')
    assert.equal(await ensureFrontendBuild({ root: clone }), 'built')
    assert.equal(await ensureFrontendBuild({ root: clone }), 'reused')

    appendFileSync(join(clone, 'inertia/pages/catalog/home.tsx'), '\n// changed\n')
    assert.isFalse(buildIsCurrent(clone), 'a page changed')
    assert.equal(await ensureFrontendBuild({ root: clone }), 'built')
    assert.isTrue(buildIsCurrent(clone))
  }).timeout(120_000)

  test('a dictionary, a new page, the lockfile or the Vite config make the build stale', ({
    assert,
  }) => {
    const changes: [string, string, () => void][] = [
      ['a dictionary', 'resources/lang/es/core.json', () => edit('resources/lang/es/core.json')],
      [
        'a new page',
        'inertia/pages/catalog/new_page.tsx',
        () => create('inertia/pages/catalog/new_page.tsx'),
      ],
      ['the lockfile', 'package-lock.json', () => edit('package-lock.json')],
      ['the Vite config', 'vite.config.ts', () => edit('vite.config.ts')],
    ]
    for (const [what, file, change] of changes) {
      const path = join(clone, file)
      const before = existsSync(path) ? readFileSync(path) : undefined
      assert.isTrue(buildIsCurrent(clone), `current before ${what} changed`)
      change()
      assert.isFalse(buildIsCurrent(clone), `${what} changed`)
      if (before) writeFileSync(path, before)
      else rmSync(path)
    }
    assert.isTrue(buildIsCurrent(clone), 'current again once every change is undone')

    // What a start writes beside the sources (generated code, data) leaves the build current.
    mkdirSync(join(clone, '.adonisjs/server'), { recursive: true })
    writeFileSync(join(clone, '.adonisjs/server/routes.json'), '{}')
    mkdirSync(join(clone, '.data/media'), { recursive: true })
    assert.isTrue(buildIsCurrent(clone), 'still current after a start wrote its own files')

    function edit(file: string) {
      appendFileSync(join(clone, file), ' ')
    }
    function create(file: string) {
      writeFileSync(join(clone, file), '')
    }
  })
})
