import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { sourceFiles } from '#tests/helpers/source_files'

const ANSWERS = 'app/core/http/json_answer.ts'

/** Files of app/ that write a `success` field of a JSON answer themselves. */
async function ownEnvelopes() {
  const paths = await sourceFiles(app.makePath('app'))
  const files = paths.map((path) => relative(app.makePath(), path))
  const found: string[] = []
  for (const file of files) {
    if (file === ANSWERS) continue
    const text = await readFile(app.makePath(file), 'utf8')
    if (/\bsuccess\s*:\s*(true|false)\b/.test(text)) found.push(file)
  }
  return found
}

test.group('JSON answers', () => {
  test('every JSON answer of app/ is built by core/http/json_answer.ts', async ({ assert }) => {
    assert.deepEqual(await ownEnvelopes(), [])
    const answers = await readFile(app.makePath(ANSWERS), 'utf8')
    assert.match(answers, /export function ok</)
    assert.match(answers, /export function refusal</)
  })
})
