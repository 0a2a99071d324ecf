/*
| Ace entrypoint: `npm run ace -- <command>` (see ace.js), which runs under
| the project's Node 24 whatever Node the machine has.
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    // A command that enqueued a job (a mail, a chat memory job) started pg-boss, whose pool
    // and timers would keep the process alive long after the command ended: stop it when the
    // app terminates (after the command, or on a signal). A no-op when nothing started it.
    // An app never booted (`ace build`, `ace list`) has no environment to load the queue with.
    app.terminating(async () => {
      if (!app.isBooted) return
      const { default: queue } = await import('#core/queue/queue')
      await queue.stop()
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
  .ace()
  .configure(async (app) => {
    // Usage lines in --help name the command operators run (npm brings Node 24).
    const kernel = await app.container.make('ace')
    kernel.info.set('binary', 'npm run ace --')
    // A command without the database (or APP_KEY) it needs says how to get them, in one line.
    const { errorHandler } = kernel
    kernel.errorHandler = {
      async render(error, self) {
        // The framework sets the exit code of a command that ends; one that stays alive (the
        // worker) and failed ends too, and must not say 0.
        if (self.getMainCommand()?.staysAlive) process.exitCode = 1
        const code = error instanceof Error && 'code' in error ? error.code : undefined
        if (code !== 'E_MISSING_SETTING') return errorHandler.render(error, self)
        self.ui.logger.error((error as Error).message)
      },
    }
    kernel.executing(async (command, main) => {
      // Outside production a database that is not there is told before any pool tries it (and
      // logs the failure). The worker, which stays alive, waits for it instead.
      if (!main || !app.isBooted || app.inProduction || command.staysAlive) return
      const { checkDatabaseReachable } = await import('#core/runtime/required_settings')
      await checkDatabaseReachable()
    })
  })
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
