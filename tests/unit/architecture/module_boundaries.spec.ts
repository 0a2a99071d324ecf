import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import app from '@adonisjs/core/services/app'

const MODULES = ['accounts', 'catalog', 'engagement', 'studio', 'wallet'] as const
type Module = (typeof MODULES)[number]

/** What a module may use of another: its public services and types, nothing else. */
const PUBLIC = /^#(accounts|catalog|engagement|studio|wallet)\/(services|types)\//

/** design.md: wallet depends on no other module; catalog on none but core. */
const ALLOWED_DEPENDENCIES: Record<Module, Module[] | 'any'> = {
  wallet: [],
  catalog: [],
  accounts: 'any',
  engagement: 'any',
  studio: 'any',
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return files(path)
      return /\.tsx?$/.test(entry.name) ? [path] : []
    })
  )
  return nested.flat()
}

function importsOf(source: string) {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)].map((match) => match[1])
}

function moduleOfPath(path: string): Module | 'core' | null {
  const part = relative(app.makePath('app'), path).split('/')[0]
  if (part === 'core') return 'core'
  return (MODULES as readonly string[]).includes(part) ? (part as Module) : null
}

test.group('Module boundaries (design.md)', () => {
  test('modules use each other only through public services and types', async ({ assert }) => {
    const violations: string[] = []
    for (const owner of MODULES) {
      for (const file of await files(app.makePath('app', owner))) {
        for (const specifier of importsOf(await readFile(file, 'utf8'))) {
          let target: Module | 'core' | null = null
          if (specifier.startsWith('#')) {
            const name = specifier.slice(1).split('/')[0]
            target = (MODULES as readonly string[]).includes(name) ? (name as Module) : null
          } else if (specifier.startsWith('.')) {
            target = moduleOfPath(resolve(dirname(file), specifier))
          }
          if (!target || target === 'core' || target === owner) continue
          const where = relative(app.makePath(), file)
          if (!specifier.startsWith('#') || !PUBLIC.test(specifier)) {
            violations.push(`${where} reaches into ${target} internals: ${specifier}`)
          }
          const allowed = ALLOWED_DEPENDENCIES[owner]
          if (allowed !== 'any' && !allowed.includes(target)) {
            violations.push(`${where}: ${owner} must not depend on ${target}`)
          }
        }
      }
    }
    assert.deepEqual(violations, [])
  })

  test('core depends on no module', async ({ assert }) => {
    const violations: string[] = []
    for (const file of await files(app.makePath('app', 'core'))) {
      for (const specifier of importsOf(await readFile(file, 'utf8'))) {
        const name = specifier.startsWith('#') ? specifier.slice(1).split('/')[0] : null
        if (name && (MODULES as readonly string[]).includes(name)) {
          violations.push(`${relative(app.makePath(), file)} imports ${specifier}`)
        }
      }
    }
    assert.deepEqual(violations, [])
  })
})
