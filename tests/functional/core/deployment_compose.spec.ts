import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
// @ts-expect-error js-yaml (ESLint's YAML reader) ships no types; load() is all that is used.
import yaml from 'js-yaml'
import { checkCompose, interpolatedVariables, type ComposeFile } from '#tests/helpers/compose_check'
import { builtFrom, readProjectFile as read } from './deployment_test_helpers.js'

/*
| Nothing here can run Docker. These tests check compose.yaml against a
| structural checker of the Compose spec and against what the app reads,
| and the Caddyfile it mounts. The Dockerfile: deployment.spec.ts.
*/

const aceCommands = () =>
  readdirSync(app.makePath('commands'))
    .map((file) => /commandName = '([^']+)'/.exec(read(`commands/${file}`))?.[1])
    .filter(Boolean)

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
