import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * A fresh clone's state of this checkout in a temporary folder: the files git
 * would hand over (tracked, and new ones not ignored), no build, no `.data`,
 * no generated code. Installing again would take a minute, so node_modules
 * is the checkout's own, linked.
 */
export function freshClone(prefix = 'velvet-clone-') {
  const root = app.appRoot.pathname
  const clone = mkdtempSync(join(tmpdir(), prefix))
  // The embedded cluster runs as the postgres system user when the tests run as root.
  chmodSync(clone, 0o755)
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    }
  )
  for (const file of files.split('\0').filter((name) => name && existsSync(join(root, name)))) {
    mkdirSync(join(clone, dirname(file)), { recursive: true })
    cpSync(join(root, file), join(clone, file), { dereference: false })
  }
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'))
  return clone
}
