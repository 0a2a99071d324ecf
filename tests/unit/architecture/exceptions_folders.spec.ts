import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { sourceFiles } from '#tests/helpers/source_files'

test.group('Errors of a module', () => {
  test('every user-facing failure (a DomainError) and ledger error lives in its module’s exceptions/', async ({
    assert,
  }) => {
    const misplaced: string[] = []
    const paths = await sourceFiles(app.makePath('app'))
    for (const file of paths.map((path) => relative(app.makePath(), path))) {
      const text = await readFile(app.makePath(file), 'utf8')
      const declares = /export class \w+ extends DomainError\b/.test(text)
      if (declares && !/^app\/\w+\/exceptions\//.test(file)) misplaced.push(file)
    }
    assert.deepEqual(misplaced, [])
  })
})
