import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'

/*
| The accounts, ledger, payments and studio pages type their props
| and JSON answers with the generated `Data.<Module>.<Entity>` of the
| server's transformers. A hand-written copy of a server shape drifts
| silently; these rules catch one coming back.
*/
const FOLDERS = ['accounts', 'ledger', 'payments', 'studio'].flatMap((module) => [
  `inertia/pages/${module}`,
  `inertia/components/${module}`,
])

/** The mirrors this issue replaced: their names must not come back as declarations. */
const REMOVED_MIRRORS = [
  'PackageView',
  'Receipt',
  'CardClientConfig',
  'StudioRequestView',
  'HistoryPage',
  'FlaggedPayment',
  'Account',
  'Row',
  'Report',
]

type Source = { path: string; text: string }

async function sources(dir: string): Promise<Source[]> {
  const entries = await readdir(app.makePath(dir), { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sources(path)
      if (!/\.tsx?$/.test(entry.name)) return []
      return [{ path, text: await readFile(app.makePath(path), 'utf8') }]
    })
  )
  return nested.flat()
}

/** Lines without comments, numbered, so a finding names its place. */
function codeLines({ path, text }: Source) {
  return text
    .split('\n')
    .map((line, index) => ({ where: `${path}:${index + 1}`, line: line.replace(/\/\/.*$/, '') }))
    .filter(({ line }) => !/^\s*(\*|\/\*)/.test(line))
}

export function mirrorFindings(files: Source[]) {
  const found: string[] = []
  for (const file of files) {
    for (const { where, line } of codeLines(file)) {
      if (/from\s+['"](#\w+\/|(\.\.\/)+app\/)/.test(line)) {
        found.push(`${where}: imports a server file (use Data from @generated/data)`)
      }
      if (/\bany\b\s*[>\]),;=|]|:\s*any\b|<any\b/.test(line)) {
        found.push(`${where}: \`any\` (name the type: Data.<Module>.<Entity>)`)
      }
      const declared = line.match(/\b(?:type|interface)\s+(\w+)\s*=?\s*([^\n]*)/)
      if (declared && REMOVED_MIRRORS.includes(declared[1]) && !/^Data\./.test(declared[2])) {
        found.push(`${where}: hand-written ${declared[1]} (alias Data.<Module>.<Entity> instead)`)
      }
    }
  }
  return found
}

test.group('Page types come from the server', () => {
  test('accounts, ledger, payments and studio pages hold no hand-written mirror or any', async ({
    assert,
  }) => {
    const found = await Promise.all(FOLDERS.map(sources))
    const files = found.flat()
    assert.isAbove(files.length, 20)
    assert.deepEqual(mirrorFindings(files), [])
  })

  test('pages call the app through one helper, typed by route name', async ({ assert }) => {
    const api = await readFile(app.makePath('inertia/lib/api.ts'), 'utf8')
    assert.match(api, /export async function api<N extends ApiRoute>/)
    assert.match(api, /export type ApiAnswer<N extends ApiRoute> = Exclude<Types<N>\['response'\]/)
    const everyPage = await sources('inertia')
    // Only the helper and the CSRF token's own first read (no token to send yet) call fetch.
    const fetching = everyPage
      .filter((file) => /\bfetch\(/.test(file.text))
      .map((file) => file.path)
      .sort()
    assert.deepEqual(fetching, ['inertia/lib/api.ts', 'inertia/lib/csrf.ts'])
    const otherHelpers = everyPage.filter((file) =>
      /\b(sendJson|postJson|apiRequest|apiPost|apiGet)\b/.test(file.text)
    )
    assert.deepEqual(
      otherHelpers.map((file) => file.path),
      []
    )
  })

  test('each rule finds what it is for', ({ assert }) => {
    const planted = (text: string) => mirrorFindings([{ path: relative('.', 'x.tsx'), text }])
    assert.lengthOf(
      planted("export type { Receipt } from '../../../app/payments/types/payments'"),
      1
    )
    assert.lengthOf(planted("import type { X } from '#studio/types/studio'"), 1)
    assert.lengthOf(planted('type Props = { order: Record<string, any> }'), 1)
    assert.lengthOf(planted("const answer = await postJson<any>('/x', {})"), 1)
    assert.lengthOf(planted('type Row = { id: number; kind: string }'), 1)
    assert.lengthOf(planted('export type PackageView = {'), 1)
    assert.deepEqual(planted("type Account = Data.Accounts.Account.Variants['toProfile']"), [])
    assert.deepEqual(planted('// any comment mentioning any type'), [])
    assert.deepEqual(planted('const company = many + anyway'), [])
  })
})
