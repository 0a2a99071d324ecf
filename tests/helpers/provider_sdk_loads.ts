import { writeSync } from 'node:fs'
import { registerHooks } from 'node:module'

/*
| Preloaded into a child process (`--import`) by a test: at exit it says on stderr which outside
| providers' SDKs the process imported.
*/

const PROVIDER_SDKS = new Set([
  'openai',
  'stripe',
  '@paypal/paypal-server-sdk',
  '@aws-sdk/client-rekognition',
])
const loaded = new Set<string>()

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (PROVIDER_SDKS.has(specifier)) loaded.add(specifier)
    return nextResolve(specifier, context)
  },
})

process.on('exit', () => {
  writeSync(2, `provider SDKs loaded: ${[...loaded].sort().join(', ') || 'none'}\n`)
})
