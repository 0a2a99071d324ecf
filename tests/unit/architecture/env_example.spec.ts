import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'

type Row = { name: string; byDefault: string; purpose: string }
type Entry = { kind: 'comment' | 'variable'; name?: string }

/* bin/ is plain JavaScript without declarations: imported by URL, typed here. */
const GENERATOR = new URL('../../../bin/env_example.js', import.meta.url).href
const generator = (await import(GENERATOR)) as {
  schemaEntries(source: string): Entry[]
  schemaNames(source: string): string[]
  readmeConfiguration(readme: string): Row[]
  renderEnvExample(envSource: string, readme: string): string
}

const read = (path: string) => readFile(app.makePath(path), 'utf8')

/*
| .env.example is generated from start/env.ts and the README's configuration
| table (bin/env_example.js): a variable added to the schema without a README
| row, a README row for a variable the schema does not know, or an
| .env.example not regenerated since (npm run env:example) fails here.
*/
test.group('Architecture / .env.example and the README configuration table', () => {
  test('.env.example is what `npm run env:example` writes now', async ({ assert }) => {
    const [envSource, readme, written] = await Promise.all([
      read('start/env.ts'),
      read('README.md'),
      read('.env.example').catch(() => ''),
    ])
    const expected = generator.renderEnvExample(envSource, readme)
    assert.isTrue(
      written === expected,
      '.env.example is stale or missing: run `npm run env:example` and commit the result'
    )
  })

  test('every schema variable has one README row, and every row a schema variable', async ({
    assert,
  }) => {
    const [envSource, readme] = await Promise.all([read('start/env.ts'), read('README.md')])
    const schema = generator.schemaNames(envSource)
    const rows = generator.readmeConfiguration(readme).map((row) => row.name)
    assert.isAbove(schema.length, 0, 'start/env.ts: no variables read')
    assert.deepEqual(
      schema.filter((name) => !rows.includes(name)),
      [],
      'variables of start/env.ts missing from the README configuration table'
    )
    assert.deepEqual(
      rows.filter((name) => !schema.includes(name)),
      [],
      'README configuration rows for variables start/env.ts does not declare'
    )
    assert.deepEqual(
      rows.filter((name, index) => rows.indexOf(name) !== index),
      [],
      'variables listed twice in the README configuration table'
    )
  })

  test('every README row gives a default and a purpose', async ({ assert }) => {
    const rows = generator.readmeConfiguration(await read('README.md'))
    for (const row of rows) {
      assert.isNotEmpty(row.byDefault, `${row.name}: no default (write — when there is none)`)
      assert.isNotEmpty(row.purpose, `${row.name}: no purpose`)
    }
  })

  test('the schema reader sees every entry, comments included', ({ assert }) => {
    const source = `export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production'] as const),
  /* Database */
  DATABASE_URL: Env.schema.string(),
  /*
  | Several lines
  */
  DRIVER: Env.schema.enum.optional([
    'local',
    'remote',
  ] as const),
})`
    const entries = generator.schemaEntries(source)
    assert.deepEqual(
      entries.map((entry) => entry.name ?? entry.kind),
      ['NODE_ENV', 'comment', 'DATABASE_URL', 'comment', 'DRIVER']
    )
    const readme = [
      '## Configuration',
      '| Variable | Default | Purpose |',
      '|---|---|---|',
      '| `NODE_ENV` | `development` | Mode |',
      '| `DATABASE_URL` | embedded | Where `a\\|b` go |',
      '## Next',
    ].join('\n')
    const output = generator.renderEnvExample(source, readme)
    assert.include(output, '# NODE_ENV=development')
    assert.include(output, '# Where a|b go')
    assert.include(output, '# DATABASE_URL=\n')
    assert.include(output, 'Not documented in the README.')
    assert.throws(
      () =>
        generator.schemaNames(
          source.replace(
            'DATABASE_URL: Env.schema.string(),',
            'DATABASE_URL: Env.schema.string(), X: Env.schema.string(),'
          )
        ),
      /Env\.schema entries/
    )
  })
})
