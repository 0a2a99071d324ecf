/*
| How `npm test` deals the spec files to its two workers (one per core).
| Each file goes, longest first, to the worker with the fewer seconds so
| far, by the time tests/timings.json records for it (a file not there
| counts as the median file); each worker then runs its share of the unit,
| functional and browser suites, in that order. Files that read the same
| per-process fixture (the browser's site walk) go together, so it is made
| once. A full run with TEST_SAVE_TIMINGS=1 writes the times anew.
*/
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const TIMINGS_FILE = 'tests/timings.json'
export const SUITES = ['unit', 'functional', 'browser']
const WORKERS = 2
/** A call that builds a fixture once per test process: its files are dealt as one. */
const SHARED_FIXTURES = [/\bsiteWalk\(/]

/** The spec files of a suite, relative to the root, sorted. */
export function specFiles(root, suite) {
  return readdirSync(join(root, 'tests', suite), { recursive: true })
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => join('tests', suite, name).replaceAll('\\', '/'))
    .sort()
}

export function readTimings(root) {
  const path = join(root, TIMINGS_FILE)
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}
}

/** Rounded to a tenth of a second, sorted by file, so a rewrite changes only what moved. */
export function writeTimings(root, timings) {
  const sorted = Object.fromEntries(
    Object.keys(timings)
      .filter((file) => file.endsWith('.spec.ts'))
      .sort()
      .map((file) => [file, Math.round(timings[file] * 10) / 10])
  )
  writeFileSync(join(root, TIMINGS_FILE), `${JSON.stringify(sorted, null, 2)}\n`)
}

function median(values) {
  if (!values.length) return 1
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Files as the units they are dealt in: alone, or with the files sharing a fixture. */
function units(root, files) {
  const together = new Map()
  const alone = []
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8')
    const shared = SHARED_FIXTURES.find((pattern) => pattern.test(source))
    if (shared) together.set(shared, [...(together.get(shared) ?? []), file])
    else alone.push([file])
  }
  return [...alone, ...together.values()]
}

/** `files` dealt into `count` shards, longest unit first, each to the shard with the fewest seconds. */
export function deal(root, files, timings, count = WORKERS) {
  const fallback = median(files.map((file) => timings[file]).filter((value) => value > 0))
  const seconds = (unit) => unit.reduce((sum, file) => sum + (timings[file] ?? fallback), 0)
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }))
  const ordered = units(root, files).sort(
    (a, b) => seconds(b) - seconds(a) || a[0].localeCompare(b[0])
  )
  for (const unit of ordered) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best))
    lightest.files.push(...unit)
    lightest.seconds += seconds(unit)
  }
  return shards.map((shard) => ({ ...shard, files: shard.files.sort() }))
}

/** The workers of a full run: their names and Japa arguments. */
export function fullRunWorkers(root) {
  const files = SUITES.flatMap((suite) => specFiles(root, suite))
  return deal(root, files, readTimings(root)).map((shard, index) => ({
    name: `worker ${index + 1}`,
    args: [...SUITES, `--files=${shard.files.join(',')}`],
  }))
}
