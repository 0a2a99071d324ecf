import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** Addresses a server binds to that no browser can open as a link. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]'])

/**
 * The site's public origin for links that leave the request: mails above
 * all. It comes from configuration only (APP_URL), never from the request's
 * Host or X-Forwarded-Host, which anyone can forge to put their own domain
 * into a password-reset link. Outside production, without APP_URL, the
 * local server's own address (HOST:PORT) stands in.
 */
export function publicOrigin() {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/+$/, '')
  const host = env.get('HOST')
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${env.get('PORT')}`
}

/** An absolute link to a path of this site (`/reset-password/…`), from the public origin. */
export function publicUrl(path: string) {
  return `${publicOrigin()}${path.startsWith('/') ? path : `/${path}`}`
}

/** Production builds every mail link from APP_URL: without it the app refuses to start. */
export function appUrlMissingInProduction() {
  return app.inProduction && !env.get('APP_URL')
}
