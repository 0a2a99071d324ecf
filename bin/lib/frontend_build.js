import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/*
| `npm start` serves the production build of the pages (every web process the
| same files), built once and rebuilt only when what it was built from
| changed: the files the last build read (its `.vite/inputs.json`, written by
| bin/lib/build_inputs.ts), every name below the folders that hold them (a new
| page is a new name there) and package-lock.json. The fingerprint is written after a
| successful build only, so a build cut short is made again.
*/
const OUT_DIR = 'public/assets'
const INPUT_LISTS = [`${OUT_DIR}/.vite/inputs.json`, `${OUT_DIR}/server/.vite/inputs.json`]
const STAMP = `${OUT_DIR}/.vite/fingerprint`

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

/** The build's input files, or undefined when there is no complete build. */
function recordedInputs(root) {
  const lists = INPUT_LISTS.map((list) => readJson(join(root, list)))
  if (lists.some((list) => !Array.isArray(list))) return undefined
  return [...new Set(lists.flat())].sort()
}

/** Every path below a folder (a new page in a globbed folder is a new name here). */
function namesBelow(root, folder) {
  const entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
  return entries.map((entry) => relative(root, join(entry.parentPath, entry.name))).sort()
}

export function fingerprint(root, files) {
  const hash = createHash('sha256')
  for (const file of ['package-lock.json', ...files]) {
    const path = join(root, file)
    hash.update(`${file}\0${existsSync(path) ? readFileSync(path).toString('base64') : '-'}\0`)
  }
  const folders = new Set(files.map((file) => dirname(file)).filter((folder) => folder !== '.'))
  for (const folder of [...folders].sort()) {
    const names = existsSync(join(root, folder)) ? namesBelow(root, folder) : []
    hash.update(`${folder}/\0${names.join('\0')}\0`)
  }
  return hash.digest('hex')
}

/** Whether public/assets holds a complete build of the sources as they are now. */
export function buildIsCurrent(root) {
  const files = recordedInputs(root)
  if (!files) return false
  const stamp = existsSync(join(root, STAMP)) ? readFileSync(join(root, STAMP), 'utf8') : ''
  return stamp === fingerprint(root, files)
}

function viteBuild(root, node) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      node,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--app', '--logLevel', 'warn'],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' }
    )
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${signal ?? code}`))
    )
  })
}

/** Builds the pages unless the last build is current; resolves to 'built' or 'reused'. */
export async function ensureFrontendBuild({ root, node = process.execPath }) {
  if (buildIsCurrent(root)) return 'reused'
  await viteBuild(root, node)
  const files = recordedInputs(root)
  if (!files) throw new Error(`vite build wrote no ${INPUT_LISTS.join(' / ')}`)
  writeFileSync(join(root, STAMP), fingerprint(root, files))
  return 'built'
}
