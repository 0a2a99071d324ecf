import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'velvet-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  /*
  | The cookie store keeps the (encrypted) session in the browser: no
  | database read per request. Revoking sessions is done by the accounts
  | module through a per-user session epoch, not by deleting rows.
  */
  store: env.get('SESSION_DRIVER', app.inTest ? 'memory' : 'cookie'),
  stores: {
    cookie: stores.cookie(),
  },
})

export default sessionConfig
