import ts from 'typescript'
import { dirname, join, relative, resolve } from 'node:path'
import { deepMerge, type Dictionary } from '../../../resources/lang/merge.js'

/*
| What texts each page's code can ask for, read from the sources with the
| TypeScript compiler: every string literal and template head of the files a
| page loads (the app's entry and the page, through their static imports), and
| of the components they load lazily, checked against the dictionary files
| the browser has loaded by then (inertia/lang/text_sets.ts). A literal counts
| when it names a text of the browser's dictionaries (`t(cond ? 'a.b' : 'a.c')`
| and keys passed around as values count too); a template head
| (`catalog.sorts.${sort}`) needs the whole subtree before its last dot.
*/

/** `sets`: the text sets a lazy import loads with its code (`lazyWithTexts`); none for a plain `import()`. */
type LazyImport = { target: string; sets: string[] }
export type SourceFacts = { imports: string[]; lazy: LazyImport[]; keys: string[]; heads: string[] }

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** The inertia/ file a specifier names (relative to root), or null for packages and generated code. */
function targetOf(
  root: string,
  fromFile: string,
  specifier: string,
  exists: (path: string) => boolean
) {
  let base: string
  if (specifier.startsWith('.')) base = relative(root, resolve(root, dirname(fromFile), specifier))
  else if (specifier.startsWith('~/')) base = join('inertia', specifier.slice(2))
  else return null
  base = base.replace(/\.js$/, '')
  const found = EXTENSIONS.map((extension) => base + extension).find(exists)
  return found && found.startsWith('inertia/') ? found : null
}

function stringsOf(node: ts.Node | undefined): string[] {
  if (!node || !ts.isArrayLiteralExpression(node)) return []
  return node.elements.filter(ts.isStringLiteralLike).map((element) => element.text)
}

/** The import() inside `() => import('x')`, if that is what the node is. */
function dynamicImportIn(node: ts.Node | undefined): string | null {
  if (!node || !ts.isArrowFunction(node)) return null
  const body = node.body
  const call = ts.isCallExpression(body) ? body : null
  if (!call || call.expression.kind !== ts.SyntaxKind.ImportKeyword) return null
  const argument = call.arguments[0]
  return argument && ts.isStringLiteralLike(argument) ? argument.text : null
}

export function factsOf(
  root: string,
  file: string,
  source: string,
  exists: (path: string) => boolean
): SourceFacts {
  const facts: SourceFacts = { imports: [], lazy: [], keys: [], heads: [] }
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const target = (specifier: string) => targetOf(root, file, specifier, exists)
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? !!node.importClause?.isTypeOnly
        : node.isTypeOnly
      const specifier = node.moduleSpecifier
      if (!typeOnly && specifier && ts.isStringLiteralLike(specifier)) {
        const found = target(specifier.text)
        if (found) facts.imports.push(found)
      }
      return
    }
    if (ts.isCallExpression(node)) {
      const lazyTarget = dynamicImportIn(node.arguments[0])
      if (lazyTarget) {
        const found = target(lazyTarget)
        const withTexts =
          ts.isIdentifier(node.expression) && node.expression.text === 'lazyWithTexts'
        if (found)
          facts.lazy.push({ target: found, sets: withTexts ? stringsOf(node.arguments[1]) : [] })
        return
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      facts.keys.push(node.text)
    else if (ts.isTemplateExpression(node)) facts.heads.push(node.head.text)
    ts.forEachChild(node, visit)
  }
  visit(parsed)
  return facts
}

function lookup(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Dictionary | undefined)?.[part], tree)
}

/** A text i18next renders for the key: a string, or the plural forms of one. */
function isText(tree: unknown, key: string) {
  if (typeof lookup(tree, key) === 'string') return true
  return ['one', 'other'].every((form) => typeof lookup(tree, `${key}_${form}`) === 'string')
}

export type TextsCheck = {
  /** Every browser source, by path relative to the root. */
  facts: Map<string, SourceFacts>
  /** The browser's dictionary files of one language, by set name. */
  sets: Record<string, Dictionary>
  /** Sets every page loads, and each page's own. */
  shell: readonly string[]
  pages: Record<string, readonly string[]>
  entry: string
}

function merged(check: TextsCheck, names: Iterable<string>) {
  let all: Dictionary = {}
  for (const name of names) all = deepMerge(all, check.sets[name] ?? {})
  return all
}

/** The texts a group of files asks for that `loaded` lacks, "key (file)". */
function missingIn(
  check: TextsCheck,
  files: Iterable<string>,
  loaded: Dictionary,
  every: Dictionary
) {
  const missing: string[] = []
  for (const file of files) {
    const facts = check.facts.get(file)!
    for (const key of facts.keys) {
      if (isText(every, key) && !isText(loaded, key)) missing.push(`${key} (${file})`)
    }
    for (const head of facts.heads) {
      const path = head.slice(0, head.lastIndexOf('.'))
      const whole = lookup(every, path)
      if (!path || !whole || typeof whole !== 'object') continue
      if (JSON.stringify(lookup(loaded, path)) !== JSON.stringify(whole))
        missing.push(`${head}… (${file})`)
    }
  }
  return missing
}

function closure(check: TextsCheck, starts: string[]) {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !check.facts.has(file)) return
    seen.add(file)
    check.facts.get(file)!.imports.forEach(visit)
  }
  starts.forEach(visit)
  return seen
}

/**
 * Every text a page (or a component it loads lazily) can ask for before its
 * dictionary file is there: "page: key (file)". Empty when all is in place.
 */
export function textsMissing(check: TextsCheck): string[] {
  const every = merged(check, Object.keys(check.sets))
  const problems: string[] = []
  for (const [page, own] of Object.entries(check.pages)) {
    const pageFile = `inertia/pages/${page}.tsx`
    if (!check.facts.has(pageFile)) problems.push(`${page}: no ${pageFile}`)
    const walk = (files: Set<string>, sets: string[], done: Set<string>) => {
      const loaded = merged(check, sets)
      problems.push(...missingIn(check, files, loaded, every).map((text) => `${page}: ${text}`))
      for (const file of files) {
        for (const lazy of check.facts.get(file)!.lazy) {
          if (done.has(lazy.target)) continue
          done.add(lazy.target)
          const inner = new Set([...closure(check, [lazy.target])].filter((one) => !files.has(one)))
          walk(inner, [...sets, ...lazy.sets], done)
        }
      }
    }
    walk(closure(check, [check.entry, pageFile]), [...check.shell, ...own], new Set())
  }
  return [...new Set(problems)]
}
