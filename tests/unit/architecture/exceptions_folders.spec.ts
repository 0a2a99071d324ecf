import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

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

test.group('Errors of a module', () => {
  test('every user-facing failure (a DomainError) and ledger error lives in its module’s exceptions/', async ({
    assert,
  }) => {
    const misplaced: string[] = []
    for (const file of await typescriptFiles('app')) {
      const text = await readFile(app.makePath(file), 'utf8')
      const declares = /export class \w+ extends DomainError\b/.test(text)
      if (declares && !/^app\/\w+\/exceptions\//.test(file)) misplaced.push(file)
    }
    assert.deepEqual(misplaced, [])
  })
})
