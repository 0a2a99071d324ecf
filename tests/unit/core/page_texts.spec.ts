import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'
import { dictionaryFiles } from '../../../resources/lang/dictionaries.js'
import { PAGE_TEXTS, SHELL_TEXTS, TEXT_SETS } from '../../../inertia/lang/text_sets.js'
import { factsOf, textsMissing, type TextsCheck } from './page_texts_graph.js'

/*
| The browser loads the shell's dictionary files and each page's own
| (inertia/lang/text_sets.ts), not the whole language: a text the code asks
| for in a file the page has not loaded would render as its key. These
| tests read which texts each page's code (and the components it loads
| later) can ask for and check they are loaded by then.
*/

async function browserCheck(): Promise<TextsCheck> {
  const root = app.makePath()
  const exists = (path: string) => existsSync(join(root, path)) && /\.tsx?$/.test(path)
  const facts = new Map()
  for (const path of await sourceFiles(app.makePath('inertia'))) {
    const file = relative(root, path)
    facts.set(file, factsOf(root, file, await readFile(path, 'utf8'), exists))
  }
  const sets = Object.fromEntries(
    TEXT_SETS.map((set) => [set, (dictionaryFiles.en as Record<string, object>)[set]])
  ) as TextsCheck['sets']
  return { facts, sets, shell: SHELL_TEXTS, pages: PAGE_TEXTS, entry: 'inertia/app.tsx' }
}

/** The check with one source changed as if it were on disk. */
function planted(check: TextsCheck, file: string, source: string): TextsCheck {
  const facts = new Map(check.facts)
  facts.set(
    file,
    factsOf(app.makePath(), file, source, (path) => check.facts.has(path))
  )
  return { ...check, facts }
}

test.group('Page texts: each page loads the dictionary files its code reads', () => {
  test('every text a page, its layout or a lazy component asks for is loaded by then', async ({
    assert,
  }) => {
    assert.deepEqual(textsMissing(await browserCheck()), [])
  })

  test('the sets are the browser dictionary files, in both languages', async ({ assert }) => {
    for (const locale of ['en', 'es'] as const) {
      const names = await readdir(app.makePath('resources/lang', locale))
      const files = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
      assert.sameMembers(files, [...TEXT_SETS], `resources/lang/${locale}/*.json`)
      for (const set of TEXT_SETS) assert.property(dictionaryFiles[locale], set)
    }
  })

  test('every page has an entry, and the home page loads only the shell and the catalog', async ({
    assert,
  }) => {
    const pageFiles = await sourceFiles(app.makePath('inertia/pages'))
    const pages = pageFiles.map((path) =>
      relative(app.makePath('inertia/pages'), path).replace(/\.tsx$/, '')
    )
    assert.sameMembers(Object.keys(PAGE_TEXTS), pages)
    assert.deepEqual([...SHELL_TEXTS, ...PAGE_TEXTS['catalog/home']], ['core', 'catalog'])
  })

  test('a text of a file the page has not loaded is caught, however it is written', async ({
    assert,
  }) => {
    const check = await browserCheck()
    const home = 'inertia/pages/catalog/home.tsx'
    const source = check.facts.has(home) ? await readFile(app.makePath(home), 'utf8') : ''
    const withLegal = planted(check, home, `${source}\nconst x = t('legal.terms.title')`)
    assert.include(
      textsMissing(withLegal).join('\n'),
      'catalog/home: legal.terms.title (inertia/pages/catalog/home.tsx)'
    )
    // A key kept in a variable, and a template naming a subtree.
    const asValue = planted(check, home, `${source}\nconst key = ok ? 'staff.ledger.title' : 'x'`)
    assert.include(textsMissing(asValue).join('\n'), 'catalog/home: staff.ledger.title')
    const template = planted(check, home, `${source}\nconst y = t(\`chat.memory.\${k}\`)`)
    assert.include(textsMissing(template).join('\n'), 'catalog/home: chat.memory.…')
    // The shell's code is checked for every page.
    const header = 'inertia/components/shell/header.tsx'
    const headerSource = await readFile(app.makePath(header), 'utf8')
    const inShell = planted(check, header, `${headerSource}\nconst z = t('studio.result.close')`)
    assert.include(textsMissing(inShell).join('\n'), 'core/legal: studio.result.close')
  })

  test('a lazy component is checked with the files it brings, and only those', async ({
    assert,
  }) => {
    const check = await browserCheck()
    const actions = 'inertia/components/engagement/chat_actions.tsx'
    const source = await readFile(app.makePath(actions), 'utf8')
    assert.include(
      source,
      "lazyWithTexts(() => import('~/components/engagement/chat_modal'), ['chat'])"
    )
    const without = source.replace(
      "lazyWithTexts(() => import('~/components/engagement/chat_modal'), ['chat'])",
      "lazy(() => import('~/components/engagement/chat_modal'))"
    )
    assert.include(
      textsMissing(planted(check, actions, without)).join('\n'),
      'catalog/home: chat.heading (inertia/components/engagement/chat_modal.tsx)'
    )
  })
})
