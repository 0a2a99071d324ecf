import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Assert } from '@japa/assert'
import { test } from '@japa/runner'
import { aceArgs, startAppProcess } from '#tests/helpers/app_processes'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'

/*
| Rule: on a fresh clone (no .env, no .data/runtime.json, no database, no
| APP_KEY) an operator lists the ace commands, reads their help and runs
| those that need neither (ai:check, chat:sample). A command that needs the
| database says in one line how to get one and exits non-zero. Production
| still refuses to start without APP_KEY or DATABASE_URL.
*/

let dataDir: string
const SDK_LOADS = new URL('../../helpers/provider_sdk_loads.ts', import.meta.url).href

/** A fresh clone's environment: PATH alone, no .env (ENV_PATH: an empty folder), no runtime.json. */
function freshClone(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, LOCAL_DATA_DIR: dataDir, ENV_PATH: dataDir, ...env }
}

async function ace(command: string[], env = freshClone(), nodeArgs: string[] = []) {
  const run = startAppProcess([...nodeArgs, ...aceArgs(...command)], env)
  const code = await new Promise<number | null>((resolve) => run.child.once('close', resolve))
  return { code, output: run.output() }
}

/** The answer is one line that says how to get a database, with no stack or code frame. */
function assertOneLineHint(
  assert: Assert,
  { code, output }: { code: number | null; output: string }
) {
  assert.equal(code, 1, output)
  assert.lengthOf(output.trim().split('\n'), 1, output)
  assert.include(output, 'npm start')
  assert.include(output, 'DATABASE_URL')
  assert.notMatch(output, /\n\s+at |❯|EnvValidation/)
}

test.group('ace on a fresh clone', (group) => {
  group.each.setup(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'velvet-fresh-clone-'))
    return () => rmSync(dataDir, { recursive: true, force: true })
  })

  test('list, --help and a command’s --help answer without a database or APP_KEY', async ({
    assert,
  }) => {
    const listed = await ace(['list'])
    assert.equal(listed.code, 0, listed.output)
    for (const command of ['ledger:verify', 'ai:check', 'chat:sample', 'migration:run']) {
      assert.include(listed.output, command)
    }
    const help = await ace(['--help'])
    assert.equal(help.code, 0, help.output)
    assert.include(help.output, 'npm run ace -- list')
    const commandHelp = await ace(['ledger:verify', '--help'])
    assert.equal(commandHelp.code, 0, commandHelp.output)
    assert.include(commandHelp.output, 'npm run ace -- ledger:verify')
    assert.isFalse(existsSync(join(dataDir, 'runtime.json')), 'nothing written')
  }).timeout(90_000)

  test('ai:check and chat:sample run on the local defaults', async ({ assert }) => {
    // The app boots (and checks) without importing a provider's SDK: none is configured.
    const checked = await ace(['ai:check'], freshClone(), [`--import=${SDK_LOADS}`])
    assert.equal(checked.code, 0, checked.output)
    assert.include(checked.output, 'no provider configured')
    assert.include(checked.output, 'provider SDKs loaded: none')
    const sample = join(dataDir, 'sample.md')
    const sampled = await ace(['chat:sample', '--output', sample])
    assert.equal(sampled.code, 0, sampled.output)
    assert.isTrue(existsSync(sample), sampled.output)
  }).timeout(90_000)

  test('a command that needs the database says in one line how to get one', async ({ assert }) => {
    // Lucid's pool, pg-boss, the framework's migrations, and the worker, which stays alive.
    for (const command of [['ledger:verify'], ['jobs:status'], ['migration:run'], ['jobs:work']]) {
      const answer = await ace(command)
      assertOneLineHint(assert, answer)
      assert.include(answer.output, 'No database:', command.join(' '))
    }
  }).timeout(120_000)

  test('a database that is not there (a killed npm start left its URL) is said the same way', async ({
    assert,
  }) => {
    const port = await freePort()
    const url = `postgres://velvet:hunter2@127.0.0.1:${port}/velvet`
    writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify({ DATABASE_URL: url }))
    const answer = await ace(['ledger:verify'])
    assertOneLineHint(assert, answer)
    assert.include(answer.output, `No database at postgres://velvet@127.0.0.1:${port}/velvet`)
    assert.notInclude(answer.output, 'hunter2')
  }).timeout(60_000)

  test('production still refuses to start without APP_KEY or DATABASE_URL', async ({ assert }) => {
    const url = `postgres://velvet@127.0.0.1:${await freePort()}/velvet`
    const key = 'k'.repeat(32)
    for (const [missing, env] of [
      ['APP_KEY', { DATABASE_URL: url }],
      ['DATABASE_URL', { APP_KEY: key }],
    ] as const) {
      const production = { NODE_ENV: 'production', PORT: '3333', HOST: '127.0.0.1', ...env }
      const answer = await ace(['ai:check'], freshClone(production))
      assert.notEqual(answer.code, 0, answer.output)
      assert.include(answer.output, `Missing environment variable "${missing}"`)
      assert.notInclude(answer.output, 'Missing environment variable "PORT"')
    }
  }).timeout(90_000)
})
