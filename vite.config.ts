import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import { precompress } from './bin/lib/precompress.js'
import {
  PREACT_DEPENDENCIES,
  preactInBrowser,
  preactInOptimizedDependencies,
} from './bin/lib/preact_in_browser.js'

export default defineConfig({
  plugins: [
    preactInBrowser(),
    /*
    | React Fast Refresh needs React DOM in the browser; under Preact it would
    | accept every edit and re-render nothing. Off, so an edit reloads the page.
    */
    react({ refreshExclude: /./ }),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
    },
  },
  /*
  | Pre-bundle every browser dependency when the dev server starts, so the
  | first page load never triggers a "new dependencies optimized" reload
  | (which made browser tests flaky).
  */
  /*
  | The HMR socket binds a fixed port (24678) by default, so two runs on one
  | machine collided. Tests never hot-reload: no socket at all there (nothing
  | bound, nothing for the page to reconnect to); elsewhere VITE_HMR_PORT
  | may move it.
  */
  server:
    process.env.NODE_ENV === 'test'
      ? { hmr: false, ws: false }
      : process.env.VITE_HMR_PORT
        ? { hmr: { port: Number(process.env.VITE_HMR_PORT) } }
        : undefined,
  /*
  | One dependency cache per NODE_ENV: the test server and `npm start` hash
  | their configs differently, so in one shared folder each re-bundled the
  | dependencies under the other's open pages.
  */
  cacheDir: `node_modules/.vite/${process.env.NODE_ENV || 'development'}`,
  optimizeDeps: {
    include: [
      ...PREACT_DEPENDENCIES,
      '@inertiajs/react',
      '@adonisjs/inertia/helpers',
      'i18next',
      'react-i18next',
      'react-hot-toast',
      'zustand',
    ],
    rolldownOptions: { plugins: [preactInOptimizedDependencies()] },
  },
})
