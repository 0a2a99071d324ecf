import { rmSync } from 'node:fs'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, relative } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { createServer } from 'vite'
import { sourceFiles } from '#tests/helpers/source_files'
import { importsOf } from '#tests/unit/architecture/import_graph'

/*
| Under the Vite dev server (`npm run dev`), every library any page imports
| is found when the server starts, before a page is served. One found later,
| on the first visit of the page that needs it, makes Vite bundle the
| libraries again under a new hash and reload the pages already open.
*/

/** Libraries the browser's code imports at run time (not types, not the SSR entry's). */
async function browserLibraries() {
  const libraries = new Map<string, string>()
  for (const file of await sourceFiles(app.makePath('inertia'))) {
    if (basename(file).startsWith('ssr')) continue
    for (const { specifier, typeOnly } of importsOf(file, await readFile(file, 'utf8'))) {
      if (typeOnly || /^[.~#/]/.test(specifier) || specifier.startsWith('@generated/')) continue
      libraries.set(specifier, relative(app.makePath(), file))
    }
  }
  return libraries
}

test.group('npm run dev: browser dependencies', () => {
  test('every library a page imports is found when the dev server starts', async ({
    assert,
    cleanup,
  }) => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'velvet-vite-'))
    const server = await createServer({
      configFile: app.makePath('vite.config.ts'),
      cacheDir,
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false, ws: false },
    })
    // The optimiser may still be bundling into the folder after close(); a folder removed under
    // it crashed the whole test process (rolldown: "Failed to write file"), so it goes at exit.
    process.once('exit', () => rmSync(cacheDir, { recursive: true, force: true }))
    cleanup(() => server.close())
    const optimizer = server.environments.client.depsOptimizer!
    await optimizer.init()
    await optimizer.scanProcessing
    const found = Object.keys({ ...optimizer.metadata.optimized, ...optimizer.metadata.discovered })

    const libraries = await browserLibraries()
    assert.isAbove(libraries.size, 10)
    for (const [library, file] of libraries) {
      assert.include(found, library, `${library} (imported by ${file}) is found only on a visit`)
    }
  }).timeout(60_000)
})
