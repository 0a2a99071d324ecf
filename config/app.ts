import type { IncomingMessage, ServerResponse } from 'node:http'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { trustFor, trustProxy } from '#core/http/trusted_proxies'
import { handleMalformedUrl } from '#core/http/malformed_url'

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
  | X-Forwarded-* headers count only when they come from TRUSTED_PROXIES
  | (none by default): request.ip() keys the rate limits.
  */
  trustProxy,
  // A path that is not UTF-8 gets the site's translated 400 page, not a bare English line.
  onBadUrl: (req: IncomingMessage, res: ServerResponse) => void handleMalformedUrl(req, res),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})

// A malformed TRUSTED_PROXIES stops the boot instead of failing on the first request.
trustFor(env.get('TRUSTED_PROXIES'))

export const supportEmail = env.get('SUPPORT_EMAIL', 'support@velvet.example')
