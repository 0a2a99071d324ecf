import { rm } from 'node:fs/promises'
import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { browserSuite } from '#tests/helpers/browser'
import '#tests/helpers/api'
import { sessionApiClient } from '#tests/helpers/session_client'
import { csrfApiClient } from '#tests/helpers/csrf_client'
import { driveRoot } from '#config/drive'
import { temporaryUploadsDir } from '#core/http/temporary_uploads'
import { fileTimings } from '#tests/helpers/file_timings'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  csrfApiClient(),
  inertiaApiClient(app),
  fileTimings(),
]

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate()],
  // The per-run media and upload folders (config/drive.ts, temporary_uploads.ts) go with the run.
  teardown: [
    () => rm(driveRoot(), { recursive: true, force: true }),
    () => rm(temporaryUploadsDir(), { recursive: true, force: true }),
  ],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  // Each suite's own time, printed when it ends (the 10-minute budget is watched per suite).
  suite.setup(() => {
    const started = performance.now()
    return () => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(`\n  suite ${suite.name}: ${seconds} s`)
    }
  })
  if (['browser', 'functional'].includes(suite.name)) {
    suite.setup(() => testUtils.httpServer().start())
  }
  if (suite.name === 'browser') browserSuite(suite)
}
