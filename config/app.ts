import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: true,
  /*
  | Behind a reverse proxy in production, trust its X-Forwarded-* headers so
  | request.secure() and request.ip() (rate limits) are right.
  */
  trustProxy: () => app.inProduction,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})

export const supportEmail = env.get('SUPPORT_EMAIL', 'support@velvet.example')
