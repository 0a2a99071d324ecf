import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'
import { textSetsOf } from '../../inertia/lang/text_sets.js'

/*
| What a page costs the browser, read from Vite's build manifest: the app's
| entry, the page's own chunk, every chunk they import statically, the
| dictionary files of the page's language it loads before its first render
| (inertia/lang/text_sets.ts) and their CSS. Shared by the JS budget test and `npm run bench -- web`.
*/

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export const APP_ENTRY = 'inertia/app.tsx'

/** `gzipByFile`: each file's own gzip bytes, to say which chunks hold a page's weight. */
export type Weight = {
  raw: number
  gzip: number
  brotli: number
  files: string[]
  gzipByFile: Record<string, number>
}

export function readManifest(buildDir: string): Manifest {
  return JSON.parse(readFileSync(join(buildDir, '.vite', 'manifest.json'), 'utf8'))
}

/** The manifest key of a dictionary file of one language. */
export function textsKey(locale: 'en' | 'es', set: string) {
  return `resources/lang/${locale}/${set}.json`
}

/** The manifest keys a page loads before it renders: the entry, the page, its dictionary files. */
export function pageKeys(page: string, locale: 'en' | 'es') {
  return [
    APP_ENTRY,
    `inertia/pages/${page}.tsx`,
    ...textSetsOf(page).map((set) => textsKey(locale, set)),
  ]
}

function closure(manifest: Manifest, keys: string[]) {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`)
    seen.add(key)
    for (const child of chunk.imports ?? []) visit(child)
  }
  keys.forEach(visit)
  return [...seen].map((key) => manifest[key])
}

// Brotli at quality 11 takes about a second per large chunk: a hashed file's sizes never change.
const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>()

function sizesOf(path: string) {
  let known = sizes.get(path)
  if (!known) {
    const bytes = readFileSync(path)
    known = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
    }
    sizes.set(path, known)
  }
  return known
}

function weigh(buildDir: string, files: string[]): Weight {
  const weight: Weight = { raw: 0, gzip: 0, brotli: 0, files, gzipByFile: {} }
  for (const file of files) {
    const { raw, gzip, brotli } = sizesOf(join(buildDir, file))
    weight.raw += raw
    weight.gzip += gzip
    weight.gzipByFile[file] = gzip
    weight.brotli += brotli
  }
  return weight
}

/** The manifest keys of every page (`inertia/pages/….tsx`), as page names (`catalog/home`). */
export function pageNames(manifest: Manifest) {
  return Object.keys(manifest)
    .filter((key) => key.startsWith('inertia/pages/') && key.endsWith('.tsx'))
    .map((key) => key.slice('inertia/pages/'.length, -'.tsx'.length))
    .sort()
}

/** The heaviest files of a weight, "name 12.3 KB" each, heaviest first. */
export function heaviest(weight: Weight, count = 6) {
  return Object.entries(weight.gzipByFile)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(1)} KB`)
}

/** JS and CSS a page loads, raw and compressed as the server sends them. */
export function pageWeight(buildDir: string, keys: string[], manifest = readManifest(buildDir)) {
  const chunks = closure(manifest, keys)
  const js = [...new Set(chunks.map((chunk) => chunk.file))]
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
  return { js: weigh(buildDir, js), css: weigh(buildDir, css) }
}
