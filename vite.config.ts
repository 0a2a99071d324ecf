import { defineConfig, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import { buildInputs } from './bin/lib/build_inputs.js'
import { precompress } from './bin/lib/precompress.js'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from './bin/lib/ports.js'
import { inertiaPureComponents } from './bin/lib/inertia_pure_components.js'
import { registryWithoutTokens } from './bin/lib/registry_without_tokens.js'

const HMR_PORT = 24678

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [
    /*
    | React in the browser, the same React the server renders with
    | (inertia/ssr.tsx). Fast Refresh is on in `npm run dev`; the plugin turns
    | it off by itself for builds and when `server.hmr` is false (tests).
    */
    react(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompress(),
    buildInputs(),
    registryWithoutTokens(),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
    },
  },
  /*
  | The HMR socket takes Vite's usual port when it is free, else any free one,
  | so two `npm run dev` on one machine both work. Tests never hot-reload: no
  | socket at all there.
  */
  server:
    command === 'build'
      ? undefined
      : process.env.NODE_ENV === 'test'
        ? { hmr: false, ws: false }
        : { ws: { port: await freePort(HMR_PORT) } },
  /*
  | One dependency cache per NODE_ENV, and per test worker (bin/run_tests.js
  | runs two at once): two optimisers never rewrite one folder under each
  | other's open pages.
  */
  cacheDir: `node_modules/.vite/${process.env.NODE_ENV || 'development'}${process.env.TEST_WORKER ?? ''}`,
  /*
  | Pre-bundle every browser dependency when the dev server starts, so the
  | first page load never triggers a "new dependencies optimized" reload
  | (which made browser tests flaky).
  */
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@inertiajs/react',
      '@adonisjs/inertia/helpers',
      'i18next',
      'react-hot-toast',
      'zustand',
    ],
  },
  build: {
    rolldownOptions: {
      // @inertiajs/react's unused components left out (bin/lib/inertia_pure_components.ts).
      plugins: [inertiaPureComponents()],
      output: {
        /*
        | Weight by design: every page is a chunk of its own (app.tsx resolves
        | pages lazily), each dictionary file per language too (inertia/lib/
        | texts.ts: a page loads only its own, inertia/lang/text_sets.ts), and the
        | libraries every page loads sit in two chunks that change only when a
        | dependency does, so their content hash (and the browser's cache)
        | survives our own deploys: React + React DOM, then the other
        | libraries the entry imports (Inertia, i18next, zustand; toasts come
        | after hydration, inertia/layouts/app_layout.tsx).
        | Libraries only some pages use (Stripe) stay with those pages.
        */
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
}))
