import { createCipheriv, createHmac, randomBytes } from 'node:crypto'
import { nodeCrypto } from '#core/runtime/secret_keys'
import type { Benchmark, Measurement } from './harness.js'

/*
| What each request does several times over: sign a cookie value (HMAC-SHA256)
| and seal a session (AES-256-GCM), with the raw Buffer keys the encryption
| library holds. Ours: node:crypto as the app runs it (raw keys handed to Node
| as KeyObjects, app/core/runtime/secret_keys.ts); baseline: Node's own
| functions with the same raw keys.
*/
const ITERATIONS = 50_000

function opsPerSecond(run: () => void) {
  for (let i = 0; i < 2000; i++) run()
  const start = performance.now()
  for (let i = 0; i < ITERATIONS; i++) run()
  return ITERATIONS / ((performance.now() - start) / 1000)
}

const key = randomBytes(32)
const iv = randomBytes(12)
const value = 'a1b2c3d4-session-id.eyJtZXNzYWdlIjoiaGVsbG8ifQ'

function seal(create: typeof createCipheriv) {
  const cipher = create('aes-256-gcm', key, iv)
  cipher.update(value)
  cipher.final()
  cipher.getAuthTag()
}

const benchmark: Benchmark = {
  name: 'secret-keys',
  description: `HMAC-SHA256 and AES-256-GCM with raw keys, ${ITERATIONS} operations each; baseline: Node's own functions`,
  async run(): Promise<Measurement[]> {
    const rows: Measurement[] = []
    const cases = [
      {
        label: 'HMAC-SHA256 (cookie signature)',
        ours: () => createHmac('sha256', key).update(value).digest(),
        baseline: () => nodeCrypto.createHmac('sha256', key).update(value).digest(),
      },
      {
        label: 'AES-256-GCM (encrypted cookie)',
        ours: () => seal(createCipheriv),
        baseline: () => seal(nodeCrypto.createCipheriv),
      },
    ]
    for (const { label, ours, baseline } of cases) {
      // Interleaved, so load drift on the machine weighs on both.
      const figures = { ours: 0, baseline: 0 }
      for (let round = 0; round < 3; round++) {
        figures.baseline += opsPerSecond(baseline) / 3
        figures.ours += opsPerSecond(ours) / 3
      }
      rows.push({ label, unit: 'ops/s', ...figures, higherIsBetter: true })
    }
    return rows
  },
}

export default benchmark
