import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/**
 * The assets version Inertia compares on every visit (a changed build makes
 * the browser reload). Hashed once at boot from the build's manifest, not
 * per request; under the Vite dev server (`npm run dev`, tests) it is constant.
 */
function assetsVersion() {
  const manifest = app.publicPath('assets/.vite/manifest.json')
  const devServer = app.getEnvironment() === 'test' || !!process.env.DEV_MODE
  if (devServer || !existsSync(manifest)) return '1'
  return createHash('md5').update(readFileSync(manifest)).digest('hex').slice(0, 16)
}

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: assetsVersion(),
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
  },
})

export default inertiaConfig
