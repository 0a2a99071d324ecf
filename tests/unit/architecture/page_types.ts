import ts from 'typescript'
import { basename } from 'node:path'

/*
| Page props and JSON answers are typed from the server's transformers
| (Data.<Module>.<Entity> in @generated/data). This finds what would undo
| that on the React side: a hand-written object type repeating a
| transformer's keys, `any`, or a `*types.ts` mirror file.
*/

/** A shape a transformer builds: its class, and the keys of one object literal it returns. */
export type Shape = { transformer: string; keys: Set<string> }

function propertyName(name: ts.PropertyName | undefined) {
  if (!name) return null
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  return null
}

/** The class whose `new X(…).toObject()` a spread copies, if that is what it is. */
function spreadTransformer(expression: ts.Expression) {
  if (!ts.isCallExpression(expression) || !ts.isPropertyAccessExpression(expression.expression)) {
    return null
  }
  const target = expression.expression.expression
  if (!ts.isNewExpression(target) || !ts.isIdentifier(target.expression)) return null
  return target.expression.text
}

/**
 * Every object literal a transformer's methods return, nested ones too
 * (a card's `category`, a favourite's `model`), with the keys of spread
 * transformers resolved, so a mirror of any part is recognised.
 */
export function transformerShapes(files: { path: string; source: string }[]): Shape[] {
  const literals: { transformer: string; keys: Set<string>; spreads: string[] }[] = []
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.source, ts.ScriptTarget.Latest, true)
    source.forEachChild(function visitClass(node) {
      if (!ts.isClassDeclaration(node) || !node.name) return
      const transformer = node.name.text
      const visit = (child: ts.Node): void => {
        if (ts.isObjectLiteralExpression(child)) {
          const keys = new Set<string>()
          const spreads: string[] = []
          for (const property of child.properties) {
            if (ts.isSpreadAssignment(property)) {
              const spread = spreadTransformer(property.expression)
              if (spread) spreads.push(spread)
            } else {
              const name = propertyName(property.name)
              if (name) keys.add(name)
            }
          }
          literals.push({ transformer, keys, spreads })
        }
        child.forEachChild(visit)
      }
      node.members.forEach((member) => {
        if (ts.isMethodDeclaration(member)) visit(member)
      })
    })
  }
  const roots = new Map<string, Set<string>>()
  for (const literal of literals) {
    if (!roots.has(literal.transformer)) roots.set(literal.transformer, literal.keys)
  }
  return literals.map((literal) => {
    const keys = new Set(literal.keys)
    for (const spread of literal.spreads) roots.get(spread)?.forEach((key) => keys.add(key))
    return { transformer: literal.transformer, keys }
  })
}

/** At least this many keys of one shape, and most of the type's own keys. */
const MIN_SHARED = 3
const MIN_SHARE = 0.75

function mirrored(members: ts.NodeArray<ts.TypeElement>, shapes: Shape[]) {
  const keys = members
    .filter(ts.isPropertySignature)
    .map((member) => propertyName(member.name))
    .filter((key): key is string => key !== null)
  if (keys.length < MIN_SHARED) return null
  let best: { shape: Shape; shared: number } | null = null
  for (const shape of shapes) {
    const shared = keys.filter((key) => shape.keys.has(key)).length
    if (shared < MIN_SHARED || shared / keys.length < MIN_SHARE) continue
    if (!best || shared > best.shared) best = { shape, shared }
  }
  return best?.shape ?? null
}

/** Problems in one React file of a checked module, as `path:line: why`. */
export function pageTypeProblems(path: string, text: string, shapes: Shape[]) {
  const problems: string[] = []
  if (/types\.tsx?$/.test(basename(path))) {
    problems.push(`${path}: a types file beside the components (use Data.* from @generated/data)`)
  }
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const where = (node: ts.Node) =>
    `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.AnyKeyword) {
      problems.push(`${where(node)}: \`any\` (type it with Data.* from @generated/data)`)
    }
    if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) {
      const shape = mirrored(node.members, shapes)
      if (shape) {
        problems.push(`${where(node)}: hand-written copy of ${shape.transformer}'s shape`)
      }
    }
    node.forEachChild(visit)
  }
  visit(source)
  return problems
}
