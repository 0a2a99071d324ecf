import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { APP_ENTRY, pageKeys, pageWeight, readManifest } from '../../../bench/lib/page_weight.js'

/*
| The browser build, made here into a temporary folder (a few seconds), and
| read through its manifest: what the home page loads must stay inside the
| budget, only the page's language dictionary may load up front, and the
| text assets must have their precompressed copies.
|
| The budget is issue 13's 120 KB: the browser runs Preact instead of React
| DOM (bin/lib/preact_in_browser.ts), which brought the home page from
| about 158 KB to 100 KB gzip; any growth past it fails here.
*/
const HOME_JS_BUDGET_GZIP = 120 * 1024

function viteBuild(outDir: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [app.makePath('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      { cwd: app.makePath(), env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' }
    )
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build: ${code}`))))
  })
}

test.group('Browser bundle weight (issue 13, point 7)', (group) => {
  const outDir = mkdtempSync(join(tmpdir(), 'velvet-bundle-'))
  group.setup(async () => {
    await viteBuild(outDir)
    return () => rmSync(outDir, { recursive: true, force: true })
  })

  for (const locale of ['en', 'es'] as const) {
    test(`home (${locale}) loads at most ${HOME_JS_BUDGET_GZIP / 1024} KB of JS gzip`, ({
      assert,
    }) => {
      const { js } = pageWeight(outDir, pageKeys('catalog/home', locale))
      assert.isAtMost(
        js.gzip,
        HOME_JS_BUDGET_GZIP,
        `home (${locale}): ${(js.gzip / 1024).toFixed(1)} KB gzip in ${js.files.length} files`
      )
    })
  }

  test('a page loads one language: the dictionaries are chunks of their own, outside the entry', ({
    assert,
  }) => {
    const manifest = readManifest(outDir)
    const en = manifest['inertia/lang/en.ts']
    const es = manifest['inertia/lang/es.ts']
    assert.exists(en, 'the English dictionary is a chunk of its own')
    assert.exists(es, 'the Spanish dictionary is a chunk of its own')
    const { js } = pageWeight(outDir, [APP_ENTRY, 'inertia/pages/catalog/home.tsx'], manifest)
    assert.notInclude(js.files, en.file)
    assert.notInclude(js.files, es.file)
    // A text of each language is in its own chunk only.
    const englishOnly = pageWeight(outDir, pageKeys('catalog/home', 'en'), manifest)
    assert.notInclude(englishOnly.js.files, es.file)
  })

  test('text assets have brotli and gzip copies next to them', ({ assert }) => {
    const manifest = readManifest(outDir)
    const entry = manifest[APP_ENTRY].file
    const css = manifest[APP_ENTRY].css![0]
    for (const file of [entry, css]) {
      assert.isTrue(existsSync(join(outDir, `${file}.br`)), `${file}.br`)
      assert.isTrue(existsSync(join(outDir, `${file}.gz`)), `${file}.gz`)
    }
  })
})
