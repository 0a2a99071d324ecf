/*
| The launcher's memory on this checkout (.data/runtime.json, git-ignored;
| LOCAL_DATA_DIR moves the folder):
| the generated APP_KEY, and the embedded database URL while it runs, so
| `npm run ace -- …` in another terminal reaches it (see start/env.ts).
*/
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function readRuntime(dataDir) {
  const file = join(dataDir, 'runtime.json')
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return {}
  }
}

export function writeRuntime(dataDir, values) {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 })
  writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify(values, null, 2) + '\n', {
    mode: 0o600,
  })
}

export function generateAppKey() {
  return randomBytes(32).toString('base64url')
}
