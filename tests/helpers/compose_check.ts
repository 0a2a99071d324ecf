/*
| A small structural checker for compose.yaml, written from the Compose
| Specification (compose-spec.io, the keys this project can use): no network
| here to fetch the official JSON schema, and no validator dependency. It
| answers a list of problems; an empty list is a file `docker compose config`
| would accept as far as these rules go.
*/

const TOP_LEVEL = new Set(['name', 'services', 'volumes', 'networks', 'configs', 'secrets'])

const SERVICE_KEYS = new Set([
  'build',
  'image',
  'command',
  'entrypoint',
  'environment',
  'env_file',
  'depends_on',
  'restart',
  'healthcheck',
  'ports',
  'volumes',
  'networks',
  'stop_grace_period',
  'deploy',
  'pull_policy',
  'user',
  'working_dir',
])

const RESTART = new Set(['no', 'always', 'on-failure', 'unless-stopped'])
const CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully'])
const HEALTHCHECK_KEYS = new Set([
  'test',
  'interval',
  'timeout',
  'retries',
  'start_period',
  'disable',
])
const DURATION = /^(\d+(us|ms|s|m|h))+$/
const PORT = /^(\d{1,5}:)?\d{1,5}(\/(tcp|udp))?$/
/** ${NAME}, ${NAME:?message}, ${NAME?message}, ${NAME:-default}, ${NAME-default}; $$ is a literal $. */
const INTERPOLATION = /\$\{([A-Z_][A-Z0-9_]*)(?:(:?[?-])[^}]*)?\}/g

export type Service = Record<string, any>
export type ComposeFile = { services: Record<string, Service> } & Record<string, any>

function isStringList(value: unknown) {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

function checkService(name: string, service: Service, file: ComposeFile, problems: string[]) {
  const at = `services.${name}`
  for (const key of Object.keys(service)) {
    if (!SERVICE_KEYS.has(key)) problems.push(`${at}: unknown key "${key}"`)
  }
  if (!service.image && !service.build) problems.push(`${at}: needs image or build`)
  if (service.restart !== undefined && !RESTART.has(service.restart)) {
    problems.push(`${at}.restart: "${service.restart}" is not one of ${[...RESTART]}`)
  }
  for (const key of ['command', 'entrypoint'] as const) {
    const value = service[key]
    if (value !== undefined && typeof value !== 'string' && !isStringList(value)) {
      problems.push(`${at}.${key}: a string or a list of strings`)
    }
  }
  for (const [variable, value] of Object.entries(service.environment ?? {})) {
    if (typeof value !== 'string') {
      problems.push(`${at}.environment.${variable}: quote it (YAML made it a ${typeof value})`)
    }
  }
  const dependsOn = service.depends_on ?? {}
  const dependencies = Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn)
  for (const dependency of dependencies) {
    if (!file.services[dependency]) problems.push(`${at}.depends_on: no service "${dependency}"`)
    const condition = Array.isArray(dependsOn) ? undefined : dependsOn[dependency]?.condition
    if (condition !== undefined && !CONDITIONS.has(condition)) {
      problems.push(`${at}.depends_on.${dependency}: unknown condition "${condition}"`)
    }
  }
  for (const port of service.ports ?? []) {
    if (typeof port !== 'string' || !PORT.test(port)) problems.push(`${at}.ports: "${port}"`)
  }
  for (const volume of service.volumes ?? []) {
    const source = String(volume).split(':')[0]
    const isPath = source.startsWith('.') || source.startsWith('/')
    if (!isPath && !(source in (file.volumes ?? {}))) {
      problems.push(`${at}.volumes: named volume "${source}" is not declared`)
    }
  }
  const networks = Array.isArray(service.networks)
    ? service.networks
    : Object.keys(service.networks ?? {})
  for (const network of networks) {
    if (!(network in (file.networks ?? {}))) {
      problems.push(`${at}.networks: "${network}" is not declared`)
    }
  }
  const health = service.healthcheck
  if (health) {
    for (const key of Object.keys(health)) {
      if (!HEALTHCHECK_KEYS.has(key)) problems.push(`${at}.healthcheck: unknown key "${key}"`)
    }
    for (const key of ['interval', 'timeout', 'start_period']) {
      if (health[key] !== undefined && !DURATION.test(health[key])) {
        problems.push(`${at}.healthcheck.${key}: "${health[key]}" is not a duration`)
      }
    }
  }
  if (service.stop_grace_period !== undefined && !DURATION.test(service.stop_grace_period)) {
    problems.push(`${at}.stop_grace_period: not a duration`)
  }
}

/** Problems of a parsed compose file (after YAML anchors and merge keys). */
export function checkCompose(file: ComposeFile) {
  const problems: string[] = []
  for (const key of Object.keys(file)) {
    if (!TOP_LEVEL.has(key) && !key.startsWith('x-')) problems.push(`unknown top-level "${key}"`)
  }
  if (!file.services || typeof file.services !== 'object') return ['no services']
  for (const [name, service] of Object.entries(file.services)) {
    if (!/^[a-z0-9][a-z0-9_.-]*$/.test(name)) problems.push(`service name "${name}"`)
    checkService(name, service, file, problems)
  }
  return problems
}

/** Variables the file interpolates, and whether each must be set (`:?`). */
export function interpolatedVariables(text: string) {
  const found = new Map<string, boolean>()
  for (const match of text.replaceAll('$$', '').matchAll(INTERPOLATION)) {
    found.set(match[1], (found.get(match[1]) ?? false) || (match[2] ?? '').endsWith('?'))
  }
  const stray = text.replaceAll('$$', '').replace(INTERPOLATION, '').match(/\$\S*/g) ?? []
  return { variables: found, stray }
}
