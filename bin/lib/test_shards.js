/*
| How `npm test` deals the spec files to its workers. Two cores run four
| Japa processes: unit + half of functional, the other half, and the browser
| suite in two halves (a browser test waits on Chromium and the server most
| of its time). Each file goes, longest first, to the worker with the least
| time so far, by the seconds tests/timings.json records for it (a file not
| there counts as the median file). A full run with TEST_SAVE_TIMINGS=1
| writes that file anew.
*/
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const TIMINGS_FILE = 'tests/timings.json'

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

/**
 * `files` dealt into `loads.length` shards (longest first, each to the
 * shard with the least seconds, a shard's starting seconds given by
 * `loads`); each shard's files come back in their sorted order.
 */
export function deal(files, timings, loads) {
  const fallback = median(files.map((file) => timings[file]).filter((value) => value > 0))
  const seconds = (file) => timings[file] ?? fallback
  const shards = loads.map((load) => ({ load, files: [] }))
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, shard) => (shard.load < best.load ? shard : best))
    lightest.files.push(file)
    lightest.load += seconds(file)
  }
  return shards.map((shard) => ({ seconds: shard.load, files: shard.files.sort() }))
}

/** The four workers of a full run: their names and Japa arguments. */
export function fullRunWorkers(root) {
  const timings = readTimings(root)
  const total = (files) => files.reduce((sum, file) => sum + (timings[file] ?? 0), 0)
  const unit = specFiles(root, 'unit')
  const functional = deal(specFiles(root, 'functional'), timings, [total(unit), 0])
  const browser = deal(specFiles(root, 'browser'), timings, [0, 0])
  const only = (files) => `--files=${files.join(',')}`
  return [
    {
      name: 'unit+functional 1',
      args: ['unit', 'functional', only([...unit, ...functional[0].files])],
    },
    { name: 'functional 2', args: ['functional', only(functional[1].files)] },
    { name: 'browser 1', args: ['browser', only(browser[0].files)] },
    { name: 'browser 2', args: ['browser', only(browser[1].files)] },
  ]
}
