import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

const ANSWERS = 'app/core/http/json_answer.ts'

async function typescriptFiles(dir: string): Promise<string[]> {
  const entries = await readdir(app.makePath(dir), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return typescriptFiles(path)
      return Promise.resolve(entry.name.endsWith('.ts') ? [path] : [])
    })
  )
  return nested.flat()
}

/** Files of app/ that write a `success` field of a JSON answer themselves. */
async function ownEnvelopes() {
  const files = await typescriptFiles('app')
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
