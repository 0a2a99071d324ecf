/*
| Test runner entrypoint. `npm test` (bin/run_tests.js) starts a throw-away
| embedded PostgreSQL and runs this file with DATABASE_URL pointing at it.
*/
process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

const ignitor = new Ignitor(APP_ROOT, { importer: IMPORTER })

ignitor
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    // A signal (Ctrl-C) ends the run: the app shuts down and the process leaves, where Japa would
    // go on with the next test on closed connections.
    const stop = (code: number) => async () => {
      setTimeout(() => process.exit(code), 5000).unref()
      await app.terminate()
      process.exit(code)
    }
    app.listen('SIGTERM', stop(143))
    app.listen('SIGINT', stop(130))
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(() => run())
  .catch(async (error) => {
    process.exitCode = 1
    prettyPrintError(error)
    await ignitor.terminate()
  })
  .finally(() => {
    // When a spec file fails to load, Japa reports it and returns, but the
    // HTTP test server and Vite's file watchers it started stay open: leave
    // anyway (with Japa's exit code) rather than hang CI until its time limit.
    setTimeout(() => process.exit(), 5000).unref()
  })
