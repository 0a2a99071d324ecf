export type SecurityHeaderOptions = {
  nonce: string
  stripe: boolean
  mediaOrigin: string | null
  signedMediaOrigin?: string | null
  devServer: boolean
  hstsMaxAgeSeconds: number | null
}

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

export function contentSecurityPolicy(options: SecurityHeaderOptions) {
  const media = [...new Set([options.mediaOrigin, options.signedMediaOrigin])].filter(
    (origin): origin is string => !!origin
  )
  const stripe = (list: string[]) => (options.stripe ? list : [])
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No 'unsafe-inline': an injected <script> or onclick= never runs.
    'script-src': ["'self'", `'nonce-${options.nonce}'`, ...stripe(STRIPE.script)],
    // Style attributes from React and the toasts' injected <style>: low risk, kept.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'font-src': ["'self'", 'data:'],
    // The dev server's HMR socket is on another port (ws://host:port).
    'connect-src': ["'self'", ...stripe(STRIPE.connect), ...(options.devServer ? ['ws:'] : [])],
    // 'self' for the development mailbox's sandboxed preview.
    'frame-src': ["'self'", ...stripe(STRIPE.frame)],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

function permissionsPolicy(stripe: boolean) {
  const payment = stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()'
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    payment,
    'usb=()',
  ].join(', ')
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // Pages say which models and chats someone visits: no other site learns the path.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy(options.stripe),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.hstsMaxAgeSeconds
      ? { 'Strict-Transport-Security': `max-age=${options.hstsMaxAgeSeconds}` }
      : {}),
  }
}
