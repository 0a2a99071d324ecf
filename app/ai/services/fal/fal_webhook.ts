import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { clock } from '#core/clock'

/*
| fal's webhook signature (fal's "Verifying your webhook"): the headers X-Fal-Webhook-Request-Id,
| -User-Id, -Timestamp (Unix seconds) and -Signature (hex ED25519).
*/

const LEEWAY_SECONDS = 300
const KEYS_FOR_MS = 24 * 60 * 60 * 1000
const FETCH_TIMEOUT_MS = 10_000

type KeySet = { keys: KeyObject[]; at: number }
const keySets = new Map<string, KeySet>()

export type FalWebhookHeaders = Record<string, string | undefined>

/** fal's request id when the webhook is signed by fal, else null (logged). */
export async function verifiedFalWebhook(
  jwksUrl: string,
  headers: FalWebhookHeaders,
  body: string
): Promise<string | null> {
  const requestId = headers['x-fal-webhook-request-id']
  const userId = headers['x-fal-webhook-user-id']
  const timestamp = headers['x-fal-webhook-timestamp']
  const signature = headers['x-fal-webhook-signature']
  if (!requestId || !userId || !timestamp || !signature || !/^[0-9a-f]+$/i.test(signature)) {
    return refused('missing or malformed signature headers')
  }
  const seconds = Number(timestamp)
  if (!Number.isInteger(seconds) || Math.abs(clock.nowMs() / 1000 - seconds) > LEEWAY_SECONDS) {
    return refused('stale or malformed timestamp')
  }
  const digest = createHash('sha256').update(body, 'utf8').digest('hex')
  const message = Buffer.from([requestId, userId, timestamp, digest].join('\n'), 'utf8')
  const bytes = Buffer.from(signature, 'hex')
  const matches = (set: KeySet) => set.keys.some((key) => verify(null, message, key, bytes))
  let set = await keysOf(jwksUrl, false)
  if (!matches(set)) set = await keysOf(jwksUrl, true)
  return matches(set) ? requestId : refused('no key of the JWKS verifies the signature')
}

function refused(reason: string) {
  logger.warn({ reason }, 'fal webhook refused')
  return null
}

async function keysOf(url: string, fresh: boolean): Promise<KeySet> {
  const known = keySets.get(url)
  // A refetch forced by a mismatch waits a minute between tries (forged calls cannot hammer fal).
  if (known && performance.now() - known.at < (fresh ? 60_000 : KEYS_FOR_MS)) return known
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`JWKS answered ${response.status}`)
    const { keys } = (await response.json()) as { keys?: Array<Record<string, string>> }
    const set = { keys: (keys ?? []).flatMap(ed25519Key), at: performance.now() }
    keySets.set(url, set)
    return set
  } catch (error) {
    logger.warn({ err: error, url }, 'fal JWKS could not be read')
    return known ?? { keys: [], at: 0 }
  }
}

function ed25519Key(jwk: Record<string, string>): KeyObject[] {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.x) return []
  try {
    return [createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' })]
  } catch {
    return []
  }
}
