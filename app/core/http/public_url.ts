import app from '@adonisjs/core/services/app'
import env from '#start/env'

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]'])

// From APP_URL only, never the request's Host or X-Forwarded-Host, which anyone can forge
// into a password-reset link.
export function publicOrigin() {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/+$/, '')
  const host = env.get('HOST')
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${env.get('PORT')}`
}

export function publicUrl(path: string) {
  return `${publicOrigin()}${path.startsWith('/') ? path : `/${path}`}`
}

export function appUrlMissingInProduction() {
  return app.inProduction && !env.get('APP_URL')
}
