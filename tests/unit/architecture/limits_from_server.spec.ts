import { test } from '@japa/runner'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import ts from 'typescript'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'

/*
| The length limits of what users type live in the server's validators (a
| module's types/), and the pages get them as props: a number the client
| writes itself drifts silently when the server's changes. This fails on a
| `maxLength`/`minLength` given a number in inertia/, written in place or
| through a constant of the same file, and on a dictionary text that writes
| a length ("up to 500 characters", "a 6-digit code") instead of taking it
| as a variable.
*/
const LENGTH_ATTRIBUTES = new Set(['maxLength', 'minLength'])

/** The numeric `const`s a file declares (at any depth), by name. */
function numericConstants(file: ts.SourceFile) {
  const names = new Set<string>()
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isNumericLiteral(node.initializer) &&
      ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const
    ) {
      names.add(node.name.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return names
}

/** Every length attribute given a number of the client's own: `line: text`. */
function clientLengths(source: string, fileName = 'source.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const constants = numericConstants(file)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && LENGTH_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer
      const own =
        value !== undefined &&
        (ts.isNumericLiteral(value) ||
          ts.isStringLiteral(value) ||
          (ts.isIdentifier(value) && constants.has(value.text)))
      if (own) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart())
        found.push(`${line + 1}: ${node.getText()}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const WRITTEN_LENGTH = /\d+[\s-]*(characters|caracteres|digits?\b|dígitos?)/i

/** Every dictionary text that writes a length (characters, digits): `key: text`. */
function writtenLengths(tree: unknown, path: string[] = []): string[] {
  if (typeof tree === 'string')
    return WRITTEN_LENGTH.test(tree) ? [`${path.join('.')}: ${tree}`] : []
  if (!tree || typeof tree !== 'object') return []
  return Object.entries(tree).flatMap(([key, value]) => writtenLengths(value, [...path, key]))
}

test.group('Length limits come from the server', () => {
  test('the detector finds a length of the client: {$self}')
    .with([
      `const a = <input maxLength={100} />`,
      `const b = <textarea minLength={10} />`,
      `const c = <input maxLength="100" />`,
      `const LIMIT = 200\nconst d = <input maxLength={LIMIT} />`,
      `function E() {\n  const max = 30\n  return <input maxLength={max} />\n}`,
    ])
    .run(({ assert }, source) => assert.lengthOf(clientLengths(source), 1, source))

  test('and lets a length from props pass: {$self}')
    .with([
      `const a = <input maxLength={props.maxLength} />`,
      `const b = <input maxLength={limits.details.max} />`,
      `const c = ({ max }: { max: number }) => <input maxLength={max} />`,
      `const d = <input max={50} min={18} />`,
    ])
    .run(({ assert }, source) => assert.deepEqual(clientLengths(source), [], source))

  test('no page or component writes a length limit of its own', async ({ assert }) => {
    const files = await sourceFiles(app.makePath('inertia'))
    assert.isAbove(files.length, 50)
    const offenders: string[] = []
    for (const file of files) {
      const name = relative(app.makePath(), file)
      for (const hit of clientLengths(await readFile(file, 'utf8'), file)) {
        offenders.push(`${name}:${hit}`)
      }
    }
    assert.deepEqual(offenders, [], 'hand the limit to the page from the validator’s types/')
  })

  test('no dictionary text writes a length of its own', async ({ assert }) => {
    const offenders: string[] = []
    for (const lang of ['en', 'es']) {
      const dir = app.makePath('resources/lang', lang)
      for (const name of await readdir(dir, { recursive: true })) {
        if (!name.endsWith('.json')) continue
        const tree = JSON.parse(await readFile(join(dir, name), 'utf8'))
        offenders.push(...writtenLengths(tree).map((hit) => `${lang}/${name} ${hit}`))
      }
    }
    assert.deepEqual(offenders, [], 'take the number as a variable ({{max}}, {{min}})')
  })
})
