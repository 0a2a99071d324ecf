import { execFileSync, execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { parseDockerfile, stageChain, type Instruction } from '#tests/helpers/dockerfile'
import { builtFrom, readProjectFile as read } from './deployment_test_helpers.js'

/*
| Nothing here can run Docker. These tests check what can be checked
| without it: the Dockerfile's sources, shell steps, entry file and user;
| its health check run for real against the app. compose.yaml:
| deployment_compose.spec.ts.
*/

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
