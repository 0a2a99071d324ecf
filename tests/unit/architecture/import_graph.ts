import ts from 'typescript'
import { dirname, relative, resolve, sep } from 'node:path'

/*
| The module rules of docs/architecture.md, checked on what the TypeScript
| compiler parses (a regex missed side-effect imports, `export … from`,
| dynamic `import()` and `typeof import()`).
*/

export const MODULES = [
  'accounts',
  'catalog',
  'engagement',
  'studio',
  'ledger',
  'payments',
  'ai',
  'takedown',
  'staff',
] as const
export type Module = (typeof MODULES)[number]
/** Where a file lives: a module, the cross-cutting core, or outside both (start/, config/ …). */
export type Owner = Module | 'core' | 'outside'

/**
 * Which modules a module may use (through their actions/, queries/, types/ and exceptions/).
 * docs/architecture.md: ledger and ai depend on no other module; catalog only on ai.
 * A new edge is a design decision: add it here on purpose.
 */
export const SERVER_GRAPH: Record<Module, readonly Module[]> = {
  // The points ledger: every other module that moves or reads points goes through it.
  ledger: [],
  // Payments credit and take back points through the ledger's actions.
  payments: ['ledger'],
  // The AI engine (chat, image, video, moderation ports and adapters) uses no module.
  ai: [],
  // Imported characters pass the moderation service.
  catalog: ['ai'],
  // The profile shows the user's favourites and generated media; engagement and studio need
  // users (personal data): known two-way edges.
  accounts: ['engagement', 'studio', 'ledger'],
  engagement: ['accounts', 'catalog', 'ledger', 'ai'],
  studio: ['accounts', 'catalog', 'ledger', 'ai'],
  // Removal requests act on studio results, block copies through ai, count attempts in accounts.
  takedown: ['accounts', 'studio', 'ai'],
  // The back-office reads every module and no module reads it (the top layer).
  staff: ['accounts', 'studio', 'ledger', 'payments', 'ai'],
}

/**
 * The same for the React side: pages and components of a module use those of these modules
 * (studio's photo/video modals and tabs sit on the catalog model page and the profile).
 */
export const CLIENT_GRAPH: Record<Module, readonly Module[]> = {
  ledger: [],
  payments: [],
  ai: [],
  catalog: ['studio'],
  // The balance's notices and the movement texts: what the profile, chat and studio show of
  // the ledger. The way to buy points is a link, never a payments component.
  accounts: ['engagement', 'studio', 'ledger'],
  engagement: ['catalog', 'ledger'],
  studio: ['catalog', 'ledger'],
  // The report form uses the account forms' fields and alert.
  takedown: ['accounts'],
  staff: ['accounts', 'ledger'],
}

export type ImportRef = { specifier: string; typeOnly: boolean; line: number }

/** Every module specifier a source names, however it names it. */
export function importsOf(fileName: string, source: string): ImportRef[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: ImportRef[] = []
  const add = (literal: ts.Node, typeOnly: boolean) => {
    if (!ts.isStringLiteralLike(literal)) return
    const line = file.getLineAndCharacterOfPosition(literal.getStart()).line + 1
    found.push({ specifier: literal.text, typeOnly, line })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly = !!clause?.isTypeOnly || isTypeOnlyNamedImport(clause)
      add(node.moduleSpecifier, typeOnly)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly)
    } else if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference
      if (ts.isExternalModuleReference(reference)) add(reference.expression, node.isTypeOnly)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      if (node.arguments[0]) add(node.arguments[0], false)
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      if (ts.isLiteralTypeNode(argument)) add(argument.literal, true)
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      // `declare module '#x/y'` augments another file's types.
      add(node.name, true)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function isTypeOnlyNamedImport(clause: ts.ImportClause | undefined) {
  if (!clause || clause.name || !clause.namedBindings) return false
  const bindings = clause.namedBindings
  return (
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  )
}

const ALIASES: Record<string, string> = {
  '#core/': 'app/core/',
  ...Object.fromEntries(MODULES.map((name) => [`#${name}/`, `app/${name}/`])),
  '~/': 'inertia/',
}

/** The file a specifier points at, relative to the root; null for packages and other aliases. */
export function targetOf(root: string, fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(fromFile), specifier))
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length)
  }
  return null
}

export type Place = { side: 'server' | 'client' | 'other'; owner: Owner; area: string }

/**
 * `app/<module>/<area>/…` and `inertia/{pages,components}/<module>/…` belong to
 * that module; the rest of `app/core` and `inertia/` is core.
 */
export function placeOf(path: string): Place {
  const parts = path.split(sep).join('/').split('/')
  const isModule = (name: string | undefined): name is Module =>
    (MODULES as readonly string[]).includes(name ?? '')
  if (parts[0] === 'app') {
    if (parts[1] === 'core') return { side: 'server', owner: 'core', area: parts[2] ?? '' }
    if (isModule(parts[1])) return { side: 'server', owner: parts[1], area: parts[2] ?? '' }
  }
  if (parts[0] === 'inertia') {
    if ((parts[1] === 'pages' || parts[1] === 'components') && isModule(parts[2])) {
      return { side: 'client', owner: parts[2], area: parts[1] }
    }
    // The layout and its shell compose every module, as start/ does on the server.
    if (parts[1] === 'layouts' || (parts[1] === 'components' && parts[2] === 'shell')) {
      return { side: 'client', owner: 'outside', area: parts[1] }
    }
    return { side: 'client', owner: 'core', area: parts[1] ?? '' }
  }
  return { side: 'other', owner: 'outside', area: parts[0] ?? '' }
}

/** A module's public face: its use cases (actions), reads (queries) and types. */
const PUBLIC_AREAS = new Set(['actions', 'queries', 'types', 'exceptions'])

/**
 * services/ holds ports and adapters, private to their module, with one exception: the ai
 * module is the app's ports to AI providers, and the use cases that call them live in the
 * modules that own the data (a chat reply in engagement, a generation in studio). These are
 * the entry points of those ports (the configured adapter, its types and errors, the
 * moderation service); an adapter itself (`local_reply`, `openai_chat_adapter` …) is not.
 */
export const PUBLIC_PORTS: readonly string[] = [
  'app/ai/services/age/age_service',
  'app/ai/services/chat/chat_port',
  'app/ai/services/chat/chat_service',
  'app/ai/services/chat/language_lock',
  'app/ai/services/image/image_port',
  'app/ai/services/image/image_service',
  'app/ai/services/tasks/task_port',
  'app/ai/services/video/video_port',
  'app/ai/services/video/video_service',
  'app/ai/services/moderation/moderation_service',
  'app/ai/services/moderation/moderation_types',
  'app/ai/services/moderation/stream_guard',
]

const isPublicPort = (target: string) =>
  PUBLIC_PORTS.includes(
    target
      .split(sep)
      .join('/')
      .replace(/\.(js|ts)$/, '')
  )

/** Why `from` must not import `to` (null when it may); `target` is the imported file. */
export function ruleBroken(from: Place, to: Place, typeOnly: boolean, target = ''): string | null {
  if (to.side === 'other') return null
  if (from.side === 'server') {
    if (to.side === 'client') return 'the server does not import the React app'
    if (to.owner === 'core' || to.owner === from.owner || to.owner === 'outside') return null
    if (from.owner === 'core') return `core must not depend on ${to.owner}`
    if (from.owner === 'outside') return null
    if (!SERVER_GRAPH[from.owner].includes(to.owner)) {
      return `${from.owner} must not depend on ${to.owner}`
    }
    if (to.area === 'services' && isPublicPort(target)) return null
    if (!PUBLIC_AREAS.has(to.area)) return `reaches into ${to.owner} internals (${to.area}/)`
    return null
  }
  if (from.side === 'client') {
    if (to.side === 'server') {
      // Server code in the browser bundle would ship secrets and drivers: a module's
      // types/ hold plain shapes and constants; core only as types.
      if (to.area === 'types' || (to.owner === 'core' && typeOnly)) return null
      return `the React app imports server code (${to.owner}/${to.area}/)`
    }
    if (from.owner === 'outside') return null
    if (to.owner === 'core' || to.owner === from.owner || to.owner === 'outside') return null
    if (from.owner === 'core') return `React core (${from.area}) must not depend on ${to.owner}`
    if (!CLIENT_GRAPH[from.owner as Module].includes(to.owner)) {
      return `React ${from.owner} must not depend on ${to.owner}`
    }
  }
  return null
}

/** Every broken rule in one source file, as readable lines. */
export function violationsIn(root: string, file: string, source: string): string[] {
  const path = relative(root, file)
  const from = placeOf(path)
  const found: string[] = []
  for (const ref of importsOf(file, source)) {
    const target = targetOf(root, file, ref.specifier)
    if (target === null) continue
    const broken = ruleBroken(from, placeOf(target), ref.typeOnly, target)
    if (broken) found.push(`${path}:${ref.line} ${ref.specifier}: ${broken}`)
  }
  return found
}

/**
 * Route files declare routes and nothing else: wiring done as an import side
 * effect there (shared props, personal data) ran only where routes were
 * loaded, never in a worker or an ace command. It belongs in providers/.
 */
export function wiringInRoutes(root: string, file: string, source: string): string[] {
  const path = relative(root, file)
  if (!/^app\/.*routes\.ts$/.test(path.split(sep).join('/'))) return []
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const where = (node: ts.Node) => parsed.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause) {
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text
      if (!/routes$/.test(specifier)) {
        found.push(`${path}:${where(node)} imports ${specifier} for its side effects`)
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'register'
    ) {
      found.push(`${path}:${where(node)} registers ${node.expression.expression.getText()}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(parsed)
  return found
}
