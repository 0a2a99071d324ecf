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

/**
 * A key the code can translate: a text, or i18next's plural forms of one
 * (`key_one` and `key_other`, picked by `count`). An object is not: i18next
 * renders its key (the raw `chat.costPerMessage` a visitor once saw).
 */
function translatable(tree: unknown, key: string) {
  if (typeof lookup(tree, key) === 'string') return true
  return ['one', 'other'].every((form) => typeof lookup(tree, `${key}_${form}`) === 'string')
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
          if (!translatable(dictionaries[locale], key)) missing.push(`${locale}:${key} (${file})`)
        }
      }
    }
    assert.deepEqual(missing, [])
  })

  test('plurals use i18next forms (key_one / key_other), never nested one/other objects', ({
    assert,
  }) => {
    for (const locale of ['en', 'es'] as const) {
      const paths = leafPaths(dictionaries[locale])
      assert.deepEqual(
        paths.filter((path) => /\.(one|other|few|many|zero)$/.test(path)),
        [],
        `${locale}: nested plural objects render as raw keys`
      )
      for (const path of paths.filter((leaf) => leaf.endsWith('_one'))) {
        const other = path.replace(/_one$/, '_other')
        assert.include(paths, other, `${locale}: ${path} has no _other form`)
        const text = String(lookup(dictionaries[locale], path))
        assert.match(text, /{{\s*(count|\w+)\s*}}/, `${locale}: ${path} does not show its count`)
      }
    }
  })

  test('a count picks the right form in both languages', ({ assert }) => {
    assert.equal(
      translator('es')('studio.custom.page.balance', { count: 1, balance: 1 }),
      'Tu saldo: 1 punto'
    )
    assert.equal(
      translator('es')('studio.custom.page.balance', { count: 5, balance: 5 }),
      'Tu saldo: 5 puntos'
    )
    assert.equal(translator('en')('chat.costPerMessage', { count: 1 }), '1 point per message')
    assert.equal(translator('en')('chat.costPerMessage', { count: 0 }), '0 points per message')
    assert.equal(
      translator('es')('common.pointsCount', { count: 1000000, formatted: '1.000.000' }),
      '1.000.000 puntos'
    )
  })

  test('a missing key renders as the key itself', ({ assert }) => {
    assert.equal(translator('es')('nothing.here'), 'nothing.here')
    assert.equal(translator('es')('nav.home'), 'Inicio')
  })
})

test.group('Dictionary files', () => {
  test('texts only the server says stay out of the pages: the React code translates none', async ({
    assert,
  }) => {
    // <locale>/server/*.json are outside the browser's glob (inertia/lib/texts.ts):
    // a page that translated one would show its key once hydrated.
    const serverOnlyOf = (locale: 'en' | 'es'): Tree[] =>
      Object.entries(dictionaryFiles[locale])
        .filter(([file]) => file.startsWith('server/'))
        .map(([, tree]) => tree)
    const serverOnly = { en: serverOnlyOf('en'), es: serverOnlyOf('es') }
    assert.isAbove(serverOnly.en.length, 0)
    const found: string[] = []
    for (const file of await sourceFiles(app.makePath('inertia'))) {
      const source = await readFile(file, 'utf8')
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        for (const locale of ['en', 'es'] as const) {
          if (serverOnly[locale].some((tree) => translatable(tree, match[1])))
            found.push(`${locale}:${match[1]} (${file})`)
        }
      }
    }
    assert.deepEqual(found, [])
  })

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
