import crypto, { type BinaryLike, type KeyObject } from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/*
| Node 24.21 checks whether a key is a KeyObject by reading a private field
| inside try/catch, so every HMAC or cipher made from a raw Buffer or string
| key throws and catches an exception first: 25–35 µs instead of 6–8 µs
| (bench: `npm run bench -- secret-keys`). Every request pays it several times
| over (the session and CSRF cookies are signed and encrypted with raw keys
| deep inside @boringnode/encryption). Handing Node a KeyObject of the same
| bytes takes the fast path; what is computed does not change.
| Remove once the Node runtime in package.json no longer has the slow check.
*/

type Key = BinaryLike | KeyObject

function asKeyObject(key: Key): Key {
  if (typeof key === 'string') return key.length ? crypto.createSecretKey(key, 'utf8') : key
  if (ArrayBuffer.isView(key) && key.byteLength > 0) {
    return crypto.createSecretKey(key as NodeJS.ArrayBufferView)
  }
  return key
}

/** Node's own functions, for the benchmark's baseline. */
export const nodeCrypto = {
  createHmac: crypto.createHmac,
  createCipheriv: crypto.createCipheriv,
  createDecipheriv: crypto.createDecipheriv,
}

let installed = false

export function useKeyObjectsForSecretKeys() {
  if (installed) return
  installed = true
  const { createHmac, createCipheriv, createDecipheriv } = nodeCrypto
  crypto.createHmac = ((algorithm: string, key: Key, options?: any) =>
    createHmac(algorithm, asKeyObject(key), options)) as typeof createHmac
  crypto.createCipheriv = ((algorithm: string, key: Key, iv: any, options?: any) =>
    createCipheriv(algorithm, asKeyObject(key), iv, options)) as typeof createCipheriv
  crypto.createDecipheriv = ((algorithm: string, key: Key, iv: any, options?: any) =>
    createDecipheriv(algorithm, asKeyObject(key), iv, options)) as typeof createDecipheriv
  // ES modules importing { createHmac } from 'node:crypto' see the change too.
  syncBuiltinESMExports()
}
