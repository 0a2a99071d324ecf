import { existsSync } from 'node:fs'

const TEXT_ASSET = /^\/assets\/[^?#]+\.(js|mjs|css|svg|json|txt|map)$/
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

export function isCompressibleAsset(path: string) {
  return TEXT_ASSET.test(path)
}

function accepted(header: string | undefined) {
  const tokens = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) tokens.add(name)
  }
  return tokens
}

// Files never change while a process runs (a deploy restarts it): look each up once.
const existing = new Map<string, boolean>()
function exists(file: string) {
  let found = existing.get(file)
  if (found === undefined) existing.set(file, (found = existsSync(file)))
  return found
}

export function precompressedVariant(
  path: string,
  acceptEncoding: string | undefined,
  fileOf: (path: string) => string
) {
  if (!isCompressibleAsset(path)) return null
  const tokens = accepted(acceptEncoding)
  for (const encoding of ENCODINGS) {
    if (!tokens.has(encoding.name)) continue
    if (exists(fileOf(path + encoding.suffix))) return encoding
  }
  return null
}
