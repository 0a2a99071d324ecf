import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return /\.tsx?$/.test(entry.name) ? [path] : []
    })
  )
  return nested.flat()
}

test.group('Old input sent back to forms', () => {
  test('goes through the bounded flashInput(), never the session’s unbounded flashers', async ({
    assert,
  }) => {
    const offenders: string[] = []
    for (const file of await sourceFiles(app.makePath('app'))) {
      const source = await readFile(file, 'utf8')
      if (/\.(flashAll|flashExcept|flashOnly)\(/.test(source)) {
        offenders.push(relative(app.makePath(), file))
      }
    }
    assert.deepEqual(offenders, [])
  })
})
