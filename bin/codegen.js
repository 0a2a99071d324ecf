/*
| `npm run typecheck` runs this first: everything in .adonisjs/ on a fresh
| clone too — page props, transformers' `Data`, shared props (adonisrc.ts's
| `init` hooks) and what is derived from the routes: the URL builder's route
| types (.adonisjs/server/routes.d.ts) and the pages' route registry
| (.adonisjs/client/registry, Tuyau's `generateRegistry` hook).
|
| The routes exist only in a booted app, so this runs the framework's own
| `ace codegen`: it boots the app in "warmup" mode (providers registered and
| booted, never started: no database connection, no queue, no server) and
| hands `router.toJSON()` to the assembler's CodeGen. Booting validates the
| environment (start/env.ts), so a checkout without .env gets stand-ins for
| the two secrets it requires; neither is used in warmup mode.
|
| The route set is the development one whatever this shell's environment:
| the dev mailbox and the sandbox payment routes exist only outside
| production and without provider keys, and pages name them, so the
| registry (committed) and typecheck never depend on who runs this.
*/
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const env = { ...process.env }
env.APP_KEY ||= randomBytes(32).toString('base64url')
env.DATABASE_URL ||= 'postgres://codegen@127.0.0.1:5432/codegen'
env.NODE_ENV = 'development'
for (const key of ['STRIPE_SECRET_KEY', 'PAYPAL_CLIENT_ID']) env[key] = ''

const { status, error } = spawnSync(process.execPath, ['ace.js', 'codegen'], {
  cwd: root,
  env,
  stdio: 'inherit',
})
if (error) throw error
process.exit(status ?? 1)
