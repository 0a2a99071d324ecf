import { defineConfig } from '@adonisjs/core/http'
import env from '#start/env'

type Trust = (address: string, hop: number) => boolean

const trustNone: Trust = () => false
const compiled = new Map<string, Trust>()

/**
 * The proxies whose X-Forwarded-* headers are believed, from
 * `TRUSTED_PROXIES`: a comma list of addresses and CIDRs, or proxy-addr's
 * names (`loopback`, `linklocal`, `uniquelocal`). Unset trusts none, so
 * request.ip() is the socket's address and a client cannot pick its own
 * (rate limits are keyed by it). Behind trusted proxies, request.ip() is the
 * right-most address of the chain that is not one of them: nginx appends
 * the real peer after whatever the client sent.
 *
 * Read on each call (compiled once per value) so a process or a test that
 * changes the variable is followed.
 */
export function trustProxy(address: string, hop: number) {
  return trustFor(env.get('TRUSTED_PROXIES'))(address, hop)
}

/** Throws on a malformed list, which `start/env.ts` turns into a boot failure. */
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
