import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

/*
| Response bodies: the framework's serializer (cycles and BigInts allowed)
| runs a JavaScript replacer on every value, a tenth of a catalog page's
| CPU; native JSON.stringify writes the same text for everything else, so
| it goes first and the framework's takes over only when it throws.
*/
const { serializeJSON: safeSerializeJSON } = defineConfig({})

export function serializeJSON(payload: unknown) {
  try {
    return JSON.stringify(payload)
  } catch {
    return safeSerializeJSON(payload)
  }
}

export const http = defineConfig({
  serializeJSON,
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
