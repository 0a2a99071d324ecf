import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import ts from 'typescript'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'

/*
| The pages build every URL of the app from a route name
| (`urlFor` of inertia/lib/routes.ts, docs/decisions/0029-named-routes-tuyau.md),
| so a renamed or moved route fails typecheck instead of leaving a dead
| link. This reads the browser app's sources with the TypeScript parser and
| fails on any string that is a path of the site: a literal or a template
| starting with one "/" ('/models', `/profile?tab=${tab}`, "/api/…", '/').
|
| Not paths of the site, hence allowed: external URLs ('https://…',
| protocol-relative '//…'), fragments ('#main'), and "/" as an operand of a
| string operation (`path.startsWith('/')`: a check on a path, not one).
| Tests may use literal paths: they prove the public URLs.
*/
const ROOTS = ['inertia/pages', 'inertia/components', 'inertia/layouts', 'inertia/lib']

/** String operations whose "/" argument is about a path, not a path to visit. */
const STRING_OPERATIONS = new Set([
  'startsWith',
  'endsWith',
  'includes',
  'indexOf',
  'lastIndexOf',
  'split',
  'join',
  'replace',
  'replaceAll',
])

const isSitePath = (text: string) => /^\/(?!\/)/.test(text)

function isStringOperand(node: ts.Node) {
  const call = node.parent
  if (!ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return false
  const callee = call.expression
  return ts.isPropertyAccessExpression(callee) && STRING_OPERATIONS.has(callee.name.text)
}

/** Every hand-typed path in a source: `line: text`. */
function handTypedPaths(source: string, fileName = 'source.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    let text: string | undefined
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
    else if (ts.isTemplateExpression(node)) text = node.head.text
    else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer))
      text = node.initializer.text
    if (text !== undefined && isSitePath(text) && !isStringOperand(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart())
      found.push(`${line + 1}: ${node.getText().slice(0, 80)}`)
    }
    // A JSX attribute's plain string (href="/") is reported once, with its attribute.
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) return
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

test.group('No hand-typed paths in the browser app', () => {
  test('the detector finds paths: {$self}')
    .with([
      `const a = '/models'`,
      `const b = "/api/custom-generation"`,
      'const c = `/profile?tab=${tab}`',
      'const d = `/models/${slug}`',
      `const e = <Link href="/">Home</Link>`,
      `const f = <Link href={'/legal?tab=terms'}>Terms</Link>`,
      `router.visit('/')`,
      `fetch('/api/packages', { method: 'GET' })`,
    ])
    .run(({ assert }, source) => assert.lengthOf(handTypedPaths(source), 1, source))

  test('and lets the rest pass: {$self}')
    .with([
      `const a = urlFor('models.show', { key })`,
      `const b = 'https://example.com/models'`,
      `const c = '//cdn.example.com/x.js'`,
      `const d = <a href="#main">Skip</a>`,
      `const e = path.startsWith('/') && !path.startsWith('//')`,
      `const f = parts.join('/')`,
      `// a comment about /models`,
      `const g = /^\\/(payment|login)/`,
      `const h = 'models/x'`,
    ])
    .run(({ assert }, source) => assert.deepEqual(handTypedPaths(source), [], source))

  test('pages and components build their URLs from route names', async ({ assert }) => {
    const perRoot = await Promise.all(ROOTS.map((root) => sourceFiles(app.makePath(root))))
    const files = perRoot.flat()
    assert.isAbove(files.length, 50)
    const offenders: string[] = []
    for (const file of files) {
      const name = relative(app.makePath(), file)
      const source = await readFile(file, 'utf8')
      for (const hit of handTypedPaths(source, file)) {
        offenders.push(`${name}:${hit}`)
      }
    }
    assert.deepEqual(offenders, [], `use urlFor('<route name>', …) from ~/lib/routes instead`)
  })
})
