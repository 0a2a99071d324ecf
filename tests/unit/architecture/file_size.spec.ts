import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'

/*
| No source file under app/ is longer than 250 lines. A longer
| one holds more than one thing; split it by responsibility.
*/
const MAX_LINES = 250

/** Lines of a source, a final newline not counting as one more (what `wc -l` says). */
export function lineCount(source: string) {
  if (!source) return 0
  return source.split('\n').length - (source.endsWith('\n') ? 1 : 0)
}

test.group('File size', () => {
  test('lines are counted as wc -l counts them', ({ assert }) => {
    assert.equal(lineCount(''), 0)
    assert.equal(lineCount('a\n'), 1)
    assert.equal(lineCount('a\nb'), 2)
    assert.equal(lineCount('a\n'.repeat(MAX_LINES + 1)), MAX_LINES + 1)
  })

  test(`no file under app/ has more than ${MAX_LINES} lines`, async ({ assert }) => {
    const found: string[] = []
    for (const file of await sourceFiles(app.makePath('app'))) {
      const lines = lineCount(await readFile(file, 'utf8'))
      if (lines > MAX_LINES) found.push(`${relative(app.makePath(), file)}: ${lines} lines`)
    }
    assert.deepEqual(found, [])
  })
})
