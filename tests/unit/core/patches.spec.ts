import { readdirSync, readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { Edge } from 'edge.js'
import { edgePluginInertia } from '@adonisjs/inertia/plugins/edge'
import { INERTIA_ROOT_MARKER, spliceInertiaRoot } from '#core/patches/inertia_root_splice'

/*
| app/core/patches holds what has no public path yet:
| at most three files, each naming the package versions it was written for.
| These tests fail when an installed version differs from the one named, or
| when the behaviour a patch relies on changes, so the patch is looked at
| again (kept, rewritten or removed) on every upgrade.
*/

const PATCHES = new URL('../../../app/core/patches/', import.meta.url)

function installedVersion(name: string) {
  const manifest = new URL(`../../../node_modules/${name}/package.json`, import.meta.url)
  return JSON.parse(readFileSync(manifest, 'utf8')).version as string
}

/** `<package> <version>` pairs in a patch's header ("written for a 1.0.0 and b 2.0.0"). */
function namedVersions(file: string) {
  const source = readFileSync(new URL(file, PATCHES), 'utf8')
  const header = /written for ([^\n]+(?:\n\| [^\n(]+)?)/.exec(source)?.[1] ?? ''
  return [...header.matchAll(/(@?[\w./-]+) (\d+\.\d+\.\d+)/g)].map(([, name, version]) => ({
    name,
    version,
  }))
}

test.group('app/core/patches', () => {
  test('at most three, each naming the package versions it was written for', ({ assert }) => {
    const files = readdirSync(PATCHES).filter((file) => file.endsWith('.ts'))
    assert.isAtMost(files.length, 3)
    for (const file of files) {
      const source = readFileSync(new URL(file, PATCHES), 'utf8')
      assert.match(source, /PATCH — written for /, `${file}: no header`)
      assert.match(source, /What removes it:/, `${file}: no way out`)
      assert.isNotEmpty(namedVersions(file), `${file}: no package version`)
    }
  })

  test('inertia_root_splice: the installed versions are the ones it was written for', ({
    assert,
  }) => {
    const named = namedVersions('inertia_root_splice.ts')
    assert.sameMembers(
      named.map(({ name }) => name),
      ['@adonisjs/inertia', 'edge.js']
    )
    for (const { name, version } of named) {
      assert.equal(installedVersion(name), version, `${name} changed: review the patch`)
    }
  })

  test('inertia_root_splice: the marker gives the same root as @inertia()', async ({ assert }) => {
    const edge = Edge.create()
    edge.use(edgePluginInertia())
    edge.processor.process('output', spliceInertiaRoot)
    edge.registerTemplate('tag', { template: '<body>\n  @inertia()\n</body>\n' })
    edge.registerTemplate('marker', { template: `<body>\n  ${INERTIA_ROOT_MARKER}\n</body>\n` })

    const page = { component: 'catalog/home', url: '/', version: '1', props: { a: '</script>' } }
    for (const state of [{ page }, { page: { ...page, ssrBody: '<div id="app">SSR</div>' } }]) {
      const viaTag = await edge.render('tag', state)
      const viaMarker = await edge.render('marker', state)
      // Edge drops a tag line's indentation; the root itself is the same.
      const tight = (html: string) => html.replace(/>\s+</g, '><')
      assert.equal(tight(viaMarker), tight(viaTag))
      assert.notInclude(viaMarker, INERTIA_ROOT_MARKER)
    }
    // The plugin's global is what the tag calls; the splice calls it too.
    assert.isFunction(edge.globals.inertia)
    assert.include(await edge.render('marker', { page }), 'data-page="app"')
  })
})
