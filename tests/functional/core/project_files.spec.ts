import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/*
| Rule: the server serves the public folder, the built assets, media and its
| routes, never a file of the project: not the launcher's memory (.data:
| APP_KEY, database URL, PostgreSQL's files), not the source, not
| package.json. Requests go out raw (node:http), so "..", encoded dots and
| backslashes reach the server exactly as an attacker sends them.
*/

type RawAnswer = { status: number; body: string }

function rawGet(path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: process.env.HOST, port: Number(process.env.PORT), path, method: 'GET' },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      }
    )
    req.on('error', reject)
    req.end()
  })
}

/** A folder of .data holding a secret, as the launcher's runtime.json would hold one. */
const PROBE = `probe-${randomBytes(8).toString('hex')}`
const SECRET = randomBytes(16).toString('hex')
const PROBE_DIR = join(app.appRoot.pathname, '.data', PROBE)

const PROJECT_FILES = [
  `/.data/${PROBE}/runtime.json`,
  `/.data/${PROBE}/postgres/PG_VERSION`,
  '/.data/runtime.json',
  '/.data/postgres/PG_VERSION',
  '/package.json',
  '/package-lock.json',
  '/README.md',
  '/tsconfig.json',
  '/adonisrc.ts',
  '/start/env.ts',
  '/bin/start.js',
  '/config/app.ts',
  '/app/core/middleware/static_files_middleware.ts',
  '/app/core/runtime/local_runtime.ts',
  '/database/seeders/main_seeder.ts',
  '/.env',
  '/.git',
  '/.git/config',
  '/.gitignore',
  '/node_modules/pg/package.json',
  '/node_modules/.package-lock.json',
  '/inertia/../package.json',
  '/public/../package.json',
  '/assets/../../package.json',
  '/favicon.svg/../package.json',
  '/%2e%2e/package.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/inertia/%2e%2e/package.json',
  '/inertia/%2E%2E/.data/runtime.json',
  '/inertia/..%2fpackage.json',
  '/inertia/..%5cpackage.json',
  '/inertia/..\\package.json',
  '/%2e/package.json',
  '/%2edata/runtime.json',
  '/.%64ata/runtime.json',
  '/%70ackage.json',
  '//package.json',
  '/./package.json',
  '/inertia//../package.json',
  `/@fs${app.appRoot.pathname}package.json`,
  `/@fs${app.appRoot.pathname}.data/${PROBE}/runtime.json`,
  `/@fs/etc/passwd`,
  '/@fs/../package.json',
  '/media/../package.json',
  '/media/%2e%2e/package.json',
  `/media/..%2f.data%2f${PROBE}%2fruntime.json`,
  '/package.json?import',
  '/package.json?raw',
  '/app/core/runtime/local_runtime.ts?import',
  `/.data/${PROBE}/runtime.json?raw`,
  '/inertia/app.tsx/../../package.json',
  '/@id/%23start/env',
  '/@id/%23config/app',
  '/@id/%23core/runtime/local_runtime',
  '/@id/pg/package.json',
  `/@id/${app.appRoot.pathname.slice(1)}package.json`,
  '/@id/__x00__/package.json',
]

test.group('The server serves no project file', (group) => {
  group.setup(() => {
    mkdirSync(join(PROBE_DIR, 'postgres'), { recursive: true })
    writeFileSync(join(PROBE_DIR, 'runtime.json'), JSON.stringify({ APP_KEY: SECRET }))
    writeFileSync(join(PROBE_DIR, 'postgres', 'PG_VERSION'), SECRET)
    return () => rmSync(PROBE_DIR, { recursive: true, force: true })
  })

  test('{$self}')
    .with(PROJECT_FILES)
    .run(async ({ assert }, path) => {
      const answer = await rawGet(path)
      assert.equal(answer.status, 404, `${path} answered ${answer.status}`)
      assert.notInclude(answer.body, SECRET)
      assert.notInclude(answer.body, '"name": "velvet-ai"')
      assert.notInclude(answer.body, 'root:x:0:0')
    })

  test('the public folder is still served', async ({ assert }) => {
    const answer = await rawGet('/favicon.svg')
    assert.equal(answer.status, 200)
    assert.include(answer.body, '<svg')
  })
})
