import env from '#start/env'
import app from '@adonisjs/core/services/app'
import paymentsConfig from '#config/payments'
import { publicMediaBase, signedMediaOrigin } from '#core/media/media_url'

/** The origin of an absolute MEDIA_URL (an S3 bucket or CDN); null when media are ours (/media). */
export function originOf(url: string | undefined) {
  if (!url || !/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/*
| Security headers sent on every response (app/core/middleware/
| security_headers_middleware.ts). The Content-Security-Policy is built per
| request around a fresh script nonce; these say what it must allow.
*/
const securityConfig = {
  /** Stripe.js and its frames, only when card payments go through Stripe. */
  stripe: paymentsConfig.methods.includes('card') && paymentsConfig.cardProvider === 'stripe',
  /** Where browsers fetch images and videos from, besides this origin (MEDIA_URL or the bucket). */
  mediaOrigin: originOf(publicMediaBase()),
  /** Private media on S3: presigned URLs on the bucket's own origin. */
  signedMediaOrigin: signedMediaOrigin(),
  /** Vite's dev server: its HMR socket listens on a port of its own (never in production). */
  devServer: !app.inProduction,
  hsts: {
    /* Only in production: browsers remember it, and a dev machine must stay reachable over http. */
    enabled: app.inProduction,
    maxAgeSeconds: 180 * 24 * 60 * 60,
    /* APP_URL says the public origin is https even when the TLS proxy's headers are not trusted. */
    publicHttps: /^https:\/\//i.test(env.get('APP_URL') ?? ''),
  },
}

export type SecurityConfig = typeof securityConfig

export default securityConfig
