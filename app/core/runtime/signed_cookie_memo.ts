/*
| The session cookie is checked (HMAC) on every request and signed again
| (HMAC) on every response, though a visitor's id does not change between
| requests: after the session read, the largest cost of a catalog visit
| that remained (npm run bench). Both are pure functions of the key and the
| value (the framework signs cookies without an expiry inside), so the
| results for the session cookie are remembered: same bytes, same answers,
| minus the hashing. Only values that verified are remembered, and only
| for the cookie names given, so nothing else (signed URLs with an expiry)
| goes through the memo.
*/

type Verifier = {
  sign(payload: any, expiresIn?: string | number, purpose?: string): string
  unsign(payload: string, purpose?: string): any
}

const MAX_ENTRIES = 20_000

function remember<V>(map: Map<string, V>, key: string, value: V) {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!)
  map.set(key, value)
}

export function memoizeCookieSignatures(verifier: Verifier, cookieNames: string[]) {
  const names = new Set(cookieNames)
  const signed = new Map<string, string>()
  const verified = new Map<string, string>()
  const sign = verifier.sign.bind(verifier)
  const unsign = verifier.unsign.bind(verifier)

  verifier.sign = (payload, expiresIn, purpose) => {
    if (expiresIn !== undefined || !purpose || !names.has(purpose) || typeof payload !== 'string') {
      return sign(payload, expiresIn, purpose)
    }
    const key = `${purpose}\0${payload}`
    let value = signed.get(key)
    if (value === undefined) {
      value = sign(payload, undefined, purpose)
      remember(signed, key, value)
    }
    return value
  }

  verifier.unsign = (payload, purpose) => {
    if (!purpose || !names.has(purpose) || typeof payload !== 'string') {
      return unsign(payload, purpose)
    }
    const key = `${purpose}\0${payload}`
    const hit = verified.get(key)
    if (hit !== undefined) return hit
    const value = unsign(payload, purpose)
    if (typeof value === 'string') remember(verified, key, value)
    return value
  }
}
