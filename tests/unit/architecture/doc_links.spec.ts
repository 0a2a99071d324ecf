import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'

// Decision records are numbered in the order they were taken, dated and given a status;
// a replaced record stays, superseded. Links to them, from docs and code, must resolve.
const DECISIONS = app.makePath('docs/decisions')
const RECORD = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/
const LINK = String.raw`\[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\)`
const STATUS = new RegExp(
  String.raw`^Status: (Accepted( \(supersedes ${LINK}\))?|Superseded by ${LINK}|Withdrawn)$`,
  'm'
)
const CODE_DIRS = ['app', 'inertia', 'tests', 'bin', 'start', 'config', 'database', 'bench']

/** Problems of the records' names, numbers, dates and statuses, and of their index. */
export function recordProblems(files: Record<string, string>, index: string) {
  const problems: string[] = []
  const names = Object.keys(files).sort()
  let lastDate = ''
  names.forEach((name, position) => {
    const number = RECORD.exec(name)?.[1]
    if (!number) return problems.push(`${name}: not named NNNN-slug.md`)
    if (Number(number) !== position + 1) problems.push(`${name}: expected number ${position + 1}`)
    const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(files[name])?.[1]
    if (!date) problems.push(`${name}: no Date: YYYY-MM-DD line`)
    else if (date < lastDate) problems.push(`${name}: dated before the record it follows`)
    else lastDate = date
    if (!STATUS.test(files[name])) problems.push(`${name}: no Status line`)
    if (!index.includes(`](${name})`)) problems.push(`${name}: missing from README.md`)
  })
  return problems
}

/** Relative links of a markdown text that name no existing file. */
export function brokenLinks(markdown: string, from: string) {
  const targets = [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1])
  return targets
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('/'))
    .filter((target) => !existsSync(join(dirname(from), target)))
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return markdownFiles(path)
      return entry.name.endsWith('.md') ? [path] : []
    })
  )
  return nested.flat()
}

test.group('Docs: decision records and links', () => {
  test('the checks find an unnumbered, undated or unlisted record and a dead link', ({
    assert,
  }) => {
    const good = '# A\n\nDate: 2026-11-25\n\nStatus: Accepted\n'
    assert.deepEqual(recordProblems({ '0001-a.md': good }, '[A](0001-a.md)'), [])
    assert.lengthOf(recordProblems({ 'a.md': good }, '[A](a.md)'), 1)
    assert.lengthOf(recordProblems({ '0002-a.md': good }, '[A](0002-a.md)'), 1)
    assert.lengthOf(recordProblems({ '0001-a.md': '# A\n\nStatus: Accepted\n' }, '](0001-a.md)'), 1)
    assert.lengthOf(recordProblems({ '0001-a.md': '# A\n\nDate: 2026-11-25\n' }, '](0001-a.md)'), 1)
    assert.lengthOf(recordProblems({ '0001-a.md': good }, ''), 1)
    assert.deepEqual(
      brokenLinks('[x](nowhere.md) [y](https://a.b/c.md)', app.makePath('README.md')),
      ['nowhere.md']
    )
  })

  test('every record is numbered, dated, given a status and listed in order', async ({
    assert,
  }) => {
    const files: Record<string, string> = {}
    for (const name of await readdir(DECISIONS)) {
      if (name !== 'README.md') files[name] = await readFile(join(DECISIONS, name), 'utf8')
    }
    const index = await readFile(join(DECISIONS, 'README.md'), 'utf8')
    assert.deepEqual(recordProblems(files, index), [])
  })

  test('relative links in README.md and docs/ lead to a file', async ({ assert }) => {
    const found: string[] = []
    for (const file of [
      app.makePath('README.md'),
      ...(await markdownFiles(app.makePath('docs'))),
    ]) {
      for (const target of brokenLinks(await readFile(file, 'utf8'), file)) {
        found.push(`${relative(app.makePath(), file)}: ${target}`)
      }
    }
    assert.deepEqual(found, [])
  })

  test('every docs/decisions/… path named in code exists', async ({ assert }) => {
    const found: string[] = []
    const loose = ['.env.example', 'eslint.config.js'].map((name) => app.makePath(name))
    const dirs = await Promise.all(CODE_DIRS.map((dir) => sourceFiles(app.makePath(dir))))
    for (const file of [...loose, ...dirs.flat()]) {
      const source = await readFile(file, 'utf8')
      for (const [path] of source.matchAll(/docs\/decisions\/[\w.-]+\.md/g)) {
        if (!existsSync(app.makePath(path)))
          found.push(`${relative(app.makePath(), file)}: ${path}`)
      }
    }
    assert.deepEqual(found, [])
  })
})
