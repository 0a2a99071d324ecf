import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'

// Comments say why, briefly: past this share of app/'s lines they narrate what the code says.
const MAX_SHARE = 0.08

/** Non-blank lines of a source, and those that are only a comment (`//`, or inside a block). */
export function commentLines(source: string) {
  let inBlock = false
  let lines = 0
  let comments = 0
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    lines++
    if (inBlock || line.startsWith('//') || line.startsWith('/*')) {
      comments++
      inBlock = (inBlock || line.startsWith('/*')) && !line.slice(inBlock ? 0 : 2).includes('*/')
    }
  }
  return { lines, comments }
}

test.group('Comment density', () => {
  test('comment lines are counted, code is not', ({ assert }) => {
    const source = "/*\n| why\n*/\nconst a = 1 // trailing\n\n/** one */\n// two\nconst b = '/*'\n"
    assert.deepEqual(commentLines(source), { lines: 7, comments: 5 })
  })

  test(`comments are at most ${MAX_SHARE * 100} % of app/'s lines`, async ({ assert }) => {
    let lines = 0
    let comments = 0
    for (const file of await sourceFiles(app.makePath('app'))) {
      const counted = commentLines(await readFile(file, 'utf8'))
      lines += counted.lines
      comments += counted.comments
    }
    const share = comments / lines
    assert.isAtMost(share, MAX_SHARE, `${comments} of ${lines} lines are comments`)
  })
})
