import { defineConfig } from '@adonisjs/core/http'
import env from '#start/env'

type Trust = (address: string, hop: number) => boolean

const trustNone: Trust = () => false
const compiled = new Map<string, Trust>()

// Unset trusts none, so a client cannot pick its own request.ip() (rate limits are keyed by it).
// Read on each call so a process or a test that changes the variable is followed.
export function trustProxy(address: string, hop: number) {
  return trustFor(env.get('TRUSTED_PROXIES'))(address, hop)
}

export function trustFor(value: string | undefined): Trust {
  const list = (value ?? '').trim()
  if (!list) return trustNone
  let trust = compiled.get(list)
  if (!trust) {
    // The framework compiles one entry per string (proxy-addr); a list is their union.
    const entries = list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => defineConfig({ trustProxy: entry }).trustProxy as Trust)
    trust = (address, hop) => entries.some((entry) => entry(address, hop))
    compiled.set(list, trust)
  }
  return trust
}
