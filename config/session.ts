import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/session'
import { databaseStore } from '#accounts/services/session_store'

export const SESSION_COOKIE_NAME = 'velvet-session'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: SESSION_COOKIE_NAME,
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  /*
  | Sessions live in PostgreSQL (the cookie carries only the signed id), in
  | every environment, tests included: logout, a password change or reset and
  | an erase delete the rows, which ends every copy of the cookie in every
  | web process. `memory` is for a single throw-away process only.
  */
  store: env.get('SESSION_DRIVER', 'database'),
  stores: {
    // The auth guard "web" keeps the user's id under `auth_web`.
    database: databaseStore({ userKey: 'auth_web' }),
  },
})

export default sessionConfig
