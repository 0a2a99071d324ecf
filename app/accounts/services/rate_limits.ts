import limiter from '@adonisjs/limiter/services/main'
import type { LimiterConsumptionOptions } from '@adonisjs/limiter/types'
import { tooManyAttempts } from '#accounts/exceptions/account_error'

/**
 * The rate limits of the accounts module, on the database store (shared by
 * every web process). Keys combine the client address and, where there is
 * one, the account address, so one attacker cannot lock a victim out from
 * elsewhere and one address cannot try many accounts.
 */
const LIMITS = {
  /** Failed logins per account and address; a success clears it. */
  login: { requests: 5, duration: '15 min', blockDuration: '15 min' },
  /** Failed logins per address, whatever the account. */
  loginAddress: { requests: 30, duration: '1 hour', blockDuration: '30 min' },
  /** Code checks per address (each code also dies after 5 wrong tries). */
  codeCheck: { requests: 20, duration: '15 min', blockDuration: '15 min' },
  /** Code resends per address (each account also waits 60 s between two). */
  resend: { requests: 10, duration: '1 hour' },
  /** Reset-link requests per address and per target address. */
  passwordReset: { requests: 5, duration: '1 hour' },
  /** Sign-ups per address. */
  register: { requests: 10, duration: '1 hour' },
} satisfies Record<string, LimiterConsumptionOptions>

export type LimitName = keyof typeof LIMITS

function use(name: LimitName) {
  return limiter.use('database', { ...LIMITS[name] })
}

const keyOf = (name: LimitName, parts: (string | number)[]) =>
  `${name}:${parts.map((part) => String(part).toLowerCase()).join(':')}`

/** Counts one attempt; throws a 429 AccountError when the limit is used up. */
export async function consume(name: LimitName, parts: (string | number)[], field = 'form') {
  const key = keyOf(name, parts)
  const store = use(name)
  try {
    await store.consume(key)
  } catch (error: any) {
    if (error?.code === 'E_TOO_MANY_REQUESTS') {
      throw tooManyAttempts(error.response?.availableIn ?? (await store.availableIn(key)), field)
    }
    throw error
  }
}

/** Throws when the key is blocked or used up, without counting an attempt. */
export async function ensureAllowed(name: LimitName, parts: (string | number)[], field = 'form') {
  const key = keyOf(name, parts)
  const store = use(name)
  const state = await store.get(key)
  const blocked = await store.isBlocked(key)
  if (blocked || (state && state.remaining <= 0)) {
    throw tooManyAttempts(await store.availableIn(key), field)
  }
}

/** Counts a failure (e.g. a wrong password) without throwing. */
export async function penalize(name: LimitName, parts: (string | number)[]) {
  const key = keyOf(name, parts)
  try {
    await use(name).consume(key)
  } catch (error: any) {
    if (error?.code !== 'E_TOO_MANY_REQUESTS') throw error
  }
}

export async function reset(name: LimitName, parts: (string | number)[]) {
  await use(name).delete(keyOf(name, parts))
}
