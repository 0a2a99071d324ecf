import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { dictionaries, translator } from '#core/i18n/translator'
import { dictionaryFiles } from '../../../resources/lang/dictionaries.js'

type Tree = { [key: string]: unknown }

/** Every leaf path of a dictionary; arrays count by position (legal sections). */
function leafPaths(tree: unknown, prefix = ''): string[] {
  if (Array.isArray(tree))
    return tree.flatMap((item, index) => leafPaths(item, `${prefix}[${index}]`))
  if (tree && typeof tree === 'object') {
    return Object.entries(tree as Tree).flatMap(([key, value]) =>
      leafPaths(value, prefix ? `${prefix}.${key}` : key)
    )
  }
  return [prefix]
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree)
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
    })
  )
  return nested.flat()
}

test.group('Dictionaries (rule 6: every text in es and en)', () => {
  test('es and en have exactly the same keys', ({ assert }) => {
    const en = leafPaths(dictionaries.en).sort()
    const es = leafPaths(dictionaries.es).sort()
    assert.deepEqual(
      en.filter((key) => !es.includes(key)),
      [],
      'keys only in English'
    )
    assert.deepEqual(
      es.filter((key) => !en.includes(key)),
      [],
      'keys only in Spanish'
    )
  })

  test('no text is empty, and placeholders match between languages', ({ assert }) => {
    for (const key of leafPaths(dictionaries.en)) {
      const path = key.replace(/\[(\d+)\]/g, '.$1')
      const en = String(lookup(dictionaries.en, path))
      const es = String(lookup(dictionaries.es, path))
      assert.isAbove(en.trim().length, 0, `empty en text at ${key}`)
      assert.isAbove(es.trim().length, 0, `empty es text at ${key}`)
      const vars = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort()
      assert.deepEqual(vars(es), vars(en), `placeholders differ at ${key}`)
    }
  })

  test('every literal key the code translates exists in both languages', async ({ assert }) => {
    const files = [
      ...(await sourceFiles(app.makePath('inertia'))),
      ...(await sourceFiles(app.makePath('app'))),
    ]
    const missing: string[] = []
    for (const file of files) {
      const source = await readFile(file, 'utf8')
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        const key = match[1]
        for (const locale of ['en', 'es'] as const) {
          if (lookup(dictionaries[locale], key) === undefined)
            missing.push(`${locale}:${key} (${file})`)
        }
      }
    }
    assert.deepEqual(missing, [])
  })

  test('a missing key renders as the key itself', ({ assert }) => {
    assert.equal(translator('es')('nothing.here'), 'nothing.here')
    assert.equal(translator('es')('nav.home'), 'Inicio')
  })
})

test.group('Dictionary files', () => {
  test('no key is defined by two module files', ({ assert }) => {
    for (const locale of ['en', 'es'] as const) {
      const seen = new Map<string, string>()
      const duplicates: string[] = []
      for (const [file, tree] of Object.entries(dictionaryFiles[locale])) {
        for (const key of leafPaths(tree)) {
          if (seen.has(key)) duplicates.push(`${locale}: ${key} in ${seen.get(key)} and ${file}`)
          seen.set(key, file)
        }
      }
      assert.deepEqual(duplicates, [])
    }
  })
})
