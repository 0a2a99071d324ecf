import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import ts from 'typescript'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'

// Comments state their rule themselves: the planning documents and the issue tracker are
// not in the repository, so a citation of them leaves the reader with nothing.
const CODE_DIRS = ['app', 'inertia', 'database', 'bin', 'config', 'start', 'tests', 'bench']
const CITATION = /\b(?:product|design|conventions|stack-notes)\.md\b|\bissues? #?\d+/i

/** The comments of a TypeScript or TSX source, JSX `{/* … *\/}` ones included. */
export function commentsOf(source: string, fileName: string) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false)
  const found = new Map<number, string>()
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, source.slice(range.pos, range.end))
  }
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos))
    collect(ts.getTrailingCommentRanges(source, node.end))
    node.getChildren(file).forEach(visit)
  }
  visit(file)
  return [...found.values()]
}

/** The comments of a source that cite a planning document or an issue number. */
export function citationsIn(source: string, fileName: string) {
  if (!CITATION.test(source)) return []
  return commentsOf(source, fileName).filter((comment) => CITATION.test(comment))
}

test.group('Comments cite no document outside the repository', () => {
  test('the check finds citations in comments, not in code or test names', ({ assert }) => {
    const source = [
      '/** Thousands with dots (product.md §2). */',
      "test('refunds (issue 24, point 1)', () => {})",
      'const a = 1 // design.md #5',
      'const b = <p>{/* issue 23,',
      '  point 7 */}</p>',
      '// stack-notes.md: chromium flags',
      '/* a why, no citation */',
    ].join('\n')
    assert.deepEqual(citationsIn(source, 'sample.tsx'), [
      '/** Thousands with dots (product.md §2). */',
      '// design.md #5',
      '/* issue 23,\n  point 7 */',
      '// stack-notes.md: chromium flags',
    ])
  })

  test('no comment in the code folders cites product.md, design.md or an issue', async ({
    assert,
  }) => {
    const dirs = await Promise.all(CODE_DIRS.map((dir) => sourceFiles(app.makePath(dir))))
    const found: string[] = []
    for (const file of dirs.flat()) {
      for (const comment of citationsIn(await readFile(file, 'utf8'), file)) {
        found.push(`${relative(app.makePath(), file)}: ${comment.split('\n')[0]}`)
      }
    }
    assert.deepEqual(found, [])
  }).timeout(60_000)

  test('no document of docs/ or the README cites them either', async ({ assert }) => {
    const docs = await readdir(app.makePath('docs'), { recursive: true })
    const files = [
      'README.md',
      ...docs.filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
    ]
    const found: string[] = []
    for (const file of files) {
      const text = await readFile(app.makePath(file), 'utf8')
      text.split('\n').forEach((line, index) => {
        if (CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`)
      })
    }
    assert.deepEqual(found, [])
  })
})
