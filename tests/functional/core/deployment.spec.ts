import { execFileSync, execFile } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
// @ts-expect-error js-yaml (ESLint's YAML reader) ships no types; load() is all that is used.
import yaml from 'js-yaml'
import { parseDockerfile, stageChain, type Instruction } from '#tests/helpers/dockerfile'
import { checkCompose, interpolatedVariables, type ComposeFile } from '#tests/helpers/compose_check'

/*
| Nothing here can run Docker. These tests check what can be checked
| without it: the Dockerfile's sources, shell steps, entry file and user;
| its health check run for real against the app; compose.yaml against a
| structural checker of the Compose spec and against what the app reads.
*/

const read = (path: string) => readFileSync(app.makePath(path), 'utf8')
const stages = parseDockerfile(read('Dockerfile'))
const runtime = stages.at(-1)!
const all = (keyword: string, list: Instruction[]) => list.filter((i) => i.keyword === keyword)
const packageJson = JSON.parse(read('package.json'))
const outDir = /"outDir":\s*"\.\/([^"]+)"/.exec(read('tsconfig.json'))![1]

/** `.dockerignore` patterns as regular expressions on context paths. */
const ignored = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map(
    (glob) =>
      new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`)
  )

/** A script in the build (build/<file>) compiles from <file> with .ts, or is copied as is. */
function builtFrom(file: string) {
  return [file.replace(/\.js$/, '.ts'), file].find((source) => existsSync(app.makePath(source)))
}

const aceCommands = () =>
  readdirSync(app.makePath('commands'))
    .map((file) => /commandName = '([^']+)'/.exec(read(`commands/${file}`))?.[1])
    .filter(Boolean)

test.group('Deployment: Dockerfile', () => {
  test('three stages on Node 24: every dependency, the build, a slim runtime', ({ assert }) => {
    assert.deepEqual(
      stages.map((stage) => stage.name),
      ['deps', 'build', 'runtime']
    )
    for (const stage of stages) {
      const fromStage = stages.some((other) => other.name === stage.image)
      assert.isTrue(fromStage || /^node:24[.-]/.test(stage.image), stage.image)
    }
    assert.match(runtime.image, /^node:24[.-].*slim/)
    assert.include(packageJson.scripts.build, 'ace build')
  })

  test('every COPY source is in the build context, and the runtime gets the build only', ({
    assert,
  }) => {
    for (const stage of stages) {
      for (const copy of all('COPY', stage.instructions)) {
        const sources = copy.words.slice(0, -1)
        if (copy.flags.from) {
          const from = stages.find((other) => other.name === copy.flags.from)!
          const chain = stageChain(stages, from).flatMap((s) => s.instructions)
          const workdir = all('WORKDIR', chain).at(-1)!.words[0]
          assert.deepEqual(sources, [`${workdir}/${outDir}`])
          assert.isTrue(
            all('RUN', chain).some((run) => run.args === 'npm run build'),
            'the stage copied from runs the build'
          )
          continue
        }
        for (const source of sources) {
          if (source === '.') continue
          assert.isTrue(existsSync(app.makePath(source)), `${source} exists`)
          assert.isFalse(
            ignored.some((pattern) => pattern.test(source)),
            `${source} is not ignored`
          )
        }
      }
    }
    // What must never reach an image: secrets, local data, installed trees.
    for (const path of ['.env', '.data/pg', 'node_modules/x', 'build', '.git']) {
      assert.isTrue(
        ignored.some((pattern) => pattern.test(path)),
        `${path} is in .dockerignore`
      )
    }
  })

  test('RUN steps are valid shell, in the right order, naming real scripts', ({ assert }) => {
    for (const stage of stages) {
      const chain = stageChain(stages, stage).flatMap((s) => s.instructions)
      for (const run of all('RUN', stage.instructions)) {
        execFileSync('sh', ['-n', '-c', run.args]) // throws on a syntax error
        for (const [, script] of run.args.matchAll(/npm run (\S+)/g)) {
          assert.property(packageJson.scripts, script)
        }
        const cd = /^cd (\S+) && npm ci/.exec(run.args)
        if (cd) assert.equal(cd[1], outDir, 'npm ci in the build output (it holds the lockfile)')
        if (/^npm ci\b/.test(run.args)) {
          const copiedLock = chain
            .slice(0, chain.indexOf(run))
            .some((i) => i.keyword === 'COPY' && i.words.includes('package-lock.json'))
          assert.isTrue(copiedLock, 'the lockfile is copied before npm ci')
        }
      }
    }
  })

  test('the runtime runs the built server as a non-root user', ({ assert }) => {
    const keywords = runtime.instructions.map((i) => i.keyword)
    const user = all('USER', runtime.instructions).at(-1)
    assert.exists(user)
    assert.notInclude(['root', '0', '0:0'], user!.words[0])
    assert.isBelow(keywords.lastIndexOf('USER'), keywords.lastIndexOf('CMD'))

    const [program, entry] = all('CMD', runtime.instructions).at(-1)!.words
    assert.equal(program, 'node')
    assert.equal(builtFrom(entry), entry.replace(/\.js$/, '.ts'), `${entry} is compiled`)
    const env = all('ENV', runtime.instructions)
      .map((i) => i.args)
      .join(' ')
    assert.include(env, 'NODE_ENV=production')
    assert.include(env, 'HOST=0.0.0.0')
    const port = /PORT=(\d+)/.exec(env)![1]
    assert.deepEqual(all('EXPOSE', runtime.instructions)[0].words, [port])
  })

  test('its HEALTHCHECK, run for real, passes against the app and fails without it', async ({
    assert,
  }) => {
    const check = all('HEALTHCHECK', runtime.instructions)[0]
    const command: string[] = JSON.parse(/CMD (\[.*\])$/.exec(check.args)![1])
    assert.equal(command[0], 'node')
    const script = command.slice(1)
    const port = /PORT=(\d+)/.exec(all('ENV', runtime.instructions)[0].args)![1]
    const run = (target: string) =>
      promisify(execFile)(process.execPath, [
        ...script.slice(0, -1),
        script.at(-1)!.replace(`127.0.0.1:${port}`, target),
      ]).then(
        () => 0,
        (error) => error.code
      )
    assert.equal(await run(`${process.env.HOST}:${process.env.PORT}`), 0)
    assert.equal(await run('127.0.0.1:9'), 1)
  })
})

const composeText = read('compose.yaml')
const compose = yaml.load(composeText) as ComposeFile
const services = compose.services
const command = (name: string) => (services[name].command ?? []).join(' ')
const appServices = Object.keys(services).filter((name) => services[name].image === 'velvet:latest')

test.group('Deployment: compose.yaml', () => {
  test('it passes the Compose structure checker, which does catch mistakes', ({ assert }) => {
    assert.deepEqual(checkCompose(compose), [])
    const broken = structuredClone(compose)
    broken.services.worker.restrat = 'always'
    broken.services.worker.depends_on = { migrat: { condition: 'service_done' } }
    broken.services.caddy.ports.push('443:https')
    broken.services.postgres.volumes.push('pgdta:/x')
    broken.services['web-2'].environment.DB_POOL_MAX = 10
    const problems = checkCompose(broken).join('\n')
    for (const expected of [
      'services.worker: unknown key "restrat"',
      'services.worker.depends_on: no service "migrat"',
      'services.worker.depends_on.migrat: unknown condition "service_done"',
      'services.caddy.ports: "443:https"',
      'named volume "pgdta" is not declared',
      'services.web-2.environment.DB_POOL_MAX: quote it',
    ]) {
      assert.include(problems, expected)
    }
  })

  test('PostgreSQL with WAL archiving, an S3 store, TLS proxy, web ×2, a worker', ({ assert }) => {
    assert.match(services.postgres.image, /^postgres:1[4-9]/)
    assert.include(command('postgres'), 'archive_mode=on')
    assert.match(services.minio.image, /^minio\/minio/)
    assert.include(services['minio-init'].command.join(' '), 'anonymous set download')
    assert.notInclude(services['minio-init'].command.join(' '), 'private')

    const webs = appServices.filter((name) => command(name) === 'node bin/web.js')
    assert.isAtLeast(webs.length, 2)
    assert.equal(command('worker'), 'node ace jobs:work')
    assert.include(services.caddy.ports, '443:443')
    assert.isTrue(services.caddy.volumes.some((v: string) => v.startsWith('./deploy/Caddyfile:')))
  })

  test('the shell scripts services run are valid shell', ({ assert }) => {
    const scripts = Object.entries(services).filter(
      ([, service]) => service.entrypoint?.join(' ') === '/bin/sh -c'
    )
    assert.sameMembers(
      scripts.map(([name]) => name),
      ['postgres', 'minio-init']
    )
    for (const [, service] of scripts) {
      // Compose turns $$ into $ before the shell sees it.
      execFileSync('sh', ['-n', '-c', service.command[0].replaceAll('$$', '$')])
    }
  })

  test('migrations run once per deploy, before any web or worker process', ({ assert }) => {
    assert.equal(command('migrate'), 'node ace migration:run --force')
    assert.equal(services.migrate.restart, 'no')
    for (const name of appServices.filter((n) => n !== 'migrate')) {
      assert.equal(
        services[name].depends_on?.migrate?.condition,
        'service_completed_successfully',
        name
      )
    }
  })

  test('what the services run exists in the build', ({ assert }) => {
    for (const name of appServices) {
      const [program, entry, ace] = services[name].command
      assert.equal(program, 'node')
      if (entry === 'ace') {
        const known = [...aceCommands(), 'migration:run']
        assert.include(known, ace, `${name}: node ace ${ace}`)
      } else {
        assert.exists(builtFrom(entry), `${name}: ${entry}`)
      }
    }
  })

  test('the app gets only variables it reads, and production’s required ones', ({ assert }) => {
    const known = new Set(
      [...read('start/env.ts').matchAll(/^\s+([A-Z0-9_]+): Env\.schema/gm)].map((m) => m[1])
    )
    for (const name of appServices) {
      const environment = services[name].environment
      for (const variable of Object.keys(environment)) assert.isTrue(known.has(variable), variable)
      for (const required of [
        'NODE_ENV',
        'APP_KEY',
        'APP_URL',
        'DATABASE_URL',
        'TRUSTED_PROXIES',
      ]) {
        assert.property(environment, required, `${name} sets ${required}`)
      }
      assert.equal(environment.NODE_ENV, 'production')
    }
    const { variables, stray } = interpolatedVariables(composeText)
    assert.deepEqual(stray, [], 'every $ is a ${VAR…} or an escaped $$')
    const deploy = read('README.md').split('## Deploy')[1] ?? ''
    for (const [variable, required] of variables) {
      if (required) assert.include(deploy, `\`${variable}\``, `README's Deploy names ${variable}`)
    }
  })

  test('Caddy compresses, and balances over the web services on their health route', ({
    assert,
  }) => {
    const caddyfile = read('deploy/Caddyfile')
    const webs = appServices.filter((name) => command(name) === 'node bin/web.js')
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1].trim().split(/\s+/)
    assert.sameMembers(
      upstreams,
      webs.map((name) => `${name}:3333`)
    )
    assert.match(caddyfile, /encode zstd gzip/)
    const healthUri = /health_uri (\S+)/.exec(caddyfile)![1]
    assert.include(read('Dockerfile'), `127.0.0.1:3333${healthUri}'`)
    assert.match(caddyfile, /media\.\{\$DOMAIN\} \{\s+reverse_proxy minio:9000/)
  })
})
