import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import ts from 'typescript'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'

/*
| The app reads the time from one clock, app/core/clock.ts
| (docs/decisions/0031-one-clock.md), so a test that moves it (clock.travel) moves
| every rule, and nothing compares the process's clock with the database's.
| This reads app/**\/*.ts and commands/ with the TypeScript parser and fails on:
|
| - SQL that asks the database for the time: now(), current_timestamp,
|   current_date, localtimestamp … in a string or template (pass
|   `?::timestamptz` with clock.now() instead), and knex's fn.now();
| - a JS read of the current time outside the clock: Date.now(), new Date()
|   without arguments, DateTime.now(), DateTime.local() / DateTime.utc()
|   without arguments (use clock.now(), clock.nowMs(), clock.dateTime();
|   durations are measured with performance.now()).
|
| ALLOWED names the files that keep a read on purpose, with the reason.
*/
const ROOTS = ['app', 'commands']
const CLOCK_FILE = 'app/core/clock.ts'

const ALLOWED: Record<string, string> = {
  'app/core/db/replica_set.ts':
    "a replica's lag is the age of the last commit it replayed, stamped by the database's clock: it is measured by that clock, as PostgreSQL documents it, never by the app's (a travelled test clock would make every replica look behind)",
  'app/core/queue/queue_report.ts':
    "jobs:status reads pg-boss's own schedule (start_after), which pg-boss writes and runs by the database's clock: the age of a waiting job is measured by that same clock",
}

const SQL_CLOCK =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp)\s*\(\s*\)|\b(current_timestamp|current_date|current_time|localtimestamp|localtime)\b/i

const LUXON_NOW = new Set(['now', 'local', 'utc'])

/** Every read of the time that bypasses the clock in a source: `line: text`. */
function clockReads(source: string, fileName = 'source.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart())
    found.push(`${line + 1}: ${node.getText().replace(/\s+/g, ' ').slice(0, 80)}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (SQL_CLOCK.test(node.text)) report(node)
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
      if (parts.some((part) => SQL_CLOCK.test(part))) report(node)
    } else if (ts.isNewExpression(node)) {
      if (ts.isIdentifier(node.expression) && node.expression.text === 'Date') {
        if (!node.arguments || node.arguments.length === 0) report(node)
      }
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: owner, name } = node.expression
      const ownerName = ts.isIdentifier(owner) ? owner.text : ''
      if (ownerName === 'Date' && name.text === 'now') report(node)
      else if (ownerName === 'DateTime' && LUXON_NOW.has(name.text) && node.arguments.length === 0)
        report(node)
      // knex: db.fn.now(), knex.fn.now()
      else if (
        name.text === 'now' &&
        ts.isPropertyAccessExpression(owner) &&
        owner.name.text === 'fn'
      )
        report(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

test.group('One clock', () => {
  test('the detector finds a read of the time: {$self}')
    .with([
      `const a = Date.now()`,
      `const b = new Date()`,
      `const c = new Date`,
      `const d = DateTime.now().plus({ days: 1 })`,
      `const e = DateTime.utc().toFormat('yyyy')`,
      `const f = DateTime.local()`,
      `db.rawQuery('UPDATE t SET at = now() WHERE id = ?', [id])`,
      `db.rawQuery("DELETE FROM t WHERE expires_at <= NOW ( )")`,
      'db.rawQuery(`SELECT * FROM t WHERE day = CURRENT_DATE`)',
      'db.rawQuery(`SELECT ${cols} FROM t WHERE at > current_timestamp - ${gap}`)',
      `db.rawQuery('SELECT clock_timestamp()')`,
      `query.update({ at: db.fn.now() })`,
    ])
    .run(({ assert }, source) => assert.lengthOf(clockReads(source), 1, source))

  test('and lets the rest pass: {$self}')
    .with([
      `const a = clock.now()`,
      `const b = new Date(row.created_at)`,
      `const c = new Date(clock.nowMs() + ttl)`,
      `const d = DateTime.fromJSDate(clock.now())`,
      `const e = performance.now()`,
      `const f = ['now', 'already', 'today']`,
      `db.rawQuery('UPDATE t SET at = ?::timestamptz WHERE id = ?', [clock.now(), id])`,
      `// a comment about now() and Date.now()`,
      `const g = DateTime.utc(2024, 1, 1)`,
      `const h = 'known()'`,
    ])
    .run(({ assert }, source) => assert.deepEqual(clockReads(source), [], source))

  test('app/ and commands/ read the time from app/core/clock.ts only', async ({ assert }) => {
    const perRoot = await Promise.all(ROOTS.map((root) => sourceFiles(app.makePath(root))))
    const files = perRoot.flat()
    assert.isAbove(files.length, 100)
    const offenders: string[] = []
    for (const file of files) {
      const name = relative(app.makePath(), file).split('\\').join('/')
      if (name === CLOCK_FILE || name in ALLOWED) continue
      for (const hit of clockReads(await readFile(file, 'utf8'), file)) {
        offenders.push(`${name}:${hit}`)
      }
    }
    assert.deepEqual(
      offenders,
      [],
      'read the time from #core/clock (clock.now(), clock.nowMs(), clock.dateTime()); in SQL bind ?::timestamptz to clock.now()'
    )
  })

  test('every allowed file exists and still needs its allowance', async ({ assert }) => {
    for (const [name, reason] of Object.entries(ALLOWED)) {
      assert.isAbove(reason.length, 20)
      const source = await readFile(app.makePath(name), 'utf8')
      assert.isAbove(clockReads(source, name).length, 0, `${name} no longer needs its allowance`)
    }
  })
})
