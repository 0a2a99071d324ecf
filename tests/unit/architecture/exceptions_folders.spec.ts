import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { sourceFiles } from '#tests/helpers/source_files'

/** A port's typed failures belong to its contract, beside it (chat_port.ts, the payment gateways). */
const PORT_FILE = /^app\/\w+\/services\/(.+\/)?(\w+_port|gateways)\.ts$/

test.group('Errors of a module', () => {
  test('every exported error class lives in its module’s exceptions/, or beside its port', async ({
    assert,
  }) => {
    const misplaced: string[] = []
    const paths = await sourceFiles(app.makePath('app'))
    for (const file of paths.map((path) => relative(app.makePath(), path))) {
      const text = await readFile(app.makePath(file), 'utf8')
      const declares = /export class \w+ extends (DomainError|Error|Exception)\b/.test(text)
      if (declares && !/^app\/\w+\/exceptions\//.test(file) && !PORT_FILE.test(file)) {
        misplaced.push(file)
      }
    }
    assert.deepEqual(misplaced, [])
  })
})
