import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'

const ROOTS = [
  'app',
  'inertia',
  'start',
  'config',
  'resources',
  'database',
  'commands',
  'bin',
  'bench',
  'tests',
]
const MARKER = /^(<{7} |>{7} |={7}$)/m

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return files(path)
      return /\.(ts|tsx|js|json|css|edge|md)$/.test(entry.name) ? [path] : []
    })
  )
  return nested.flat()
}

test.group('Repository hygiene', () => {
  test('no merge conflict markers are left in the sources', async ({ assert }) => {
    const perRoot = await Promise.all(ROOTS.map((root) => files(app.makePath(root))))
    const all = perRoot.flat()
    all.push(app.makePath('README.md'))
    const offenders: string[] = []
    for (const file of all) {
      const source = await readFile(file, 'utf8')
      if (MARKER.test(source)) offenders.push(relative(app.makePath(), file))
    }
    assert.deepEqual(offenders, [])
  })
})
