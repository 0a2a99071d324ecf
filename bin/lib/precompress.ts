import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/*
| Vite plugin: next to every text asset of the browser build, a brotli (.br)
| and a gzip (.gz) copy made once at build time with the strongest settings,
| so the server sends compressed bytes without compressing per request
| (app/core/middleware/static_files_middleware.ts picks them).
*/
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|map)$/
/** Below this, compression saves less than it costs in headers. */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export function precompress(): Plugin {
  return {
    name: 'velvet:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      const writes = Object.values(bundle).map(async (output) => {
        if (!COMPRESSIBLE.test(output.fileName) || output.fileName.startsWith('.vite/')) return
        const source = output.type === 'chunk' ? output.code : output.source
        const bytes = Buffer.from(source)
        if (bytes.length < MIN_BYTES) return
        const path = join(dir, output.fileName)
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: 9 }),
        ])
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
      })
      await Promise.all(writes)
    },
  }
}
