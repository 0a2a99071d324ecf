import { defineConfig } from '@adonisjs/core/app'
import { indexEntities } from '@adonisjs/core'
import { indexPages } from '@adonisjs/inertia'
import { generateRegistry } from '@tuyau/core/hooks'

export default defineConfig({
  /*
  | Commands: the framework's and Lucid's; the application's own live in
  | ./commands and are discovered from there.
  */
  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands')],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('#providers/app_provider'),
    { file: () => import('#providers/catalog_cache_provider'), environment: ['web', 'test'] },
    () => import('#providers/accounts_provider'),
    () => import('#providers/engagement_provider'),
    () => import('#providers/ledger_provider'),
    () => import('#providers/studio_provider'),
    () => import('#providers/takedown_provider'),
    { file: () => import('#providers/session_cache_provider'), environment: ['web', 'test'] },
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/jobs'),
  ],

  tests: {
    suites: [
      { name: 'unit', files: ['tests/unit/**/*.spec.ts'], timeout: 10_000 },
      { name: 'functional', files: ['tests/functional/**/*.spec.ts'], timeout: 30_000 },
      { name: 'browser', files: ['tests/browser/**/*.spec.ts'], timeout: 120_000 },
    ],
    forceExit: false,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.json', reloadServer: true },
    // The age estimator's self-test picture (ai:check, the production start).
    { pattern: 'resources/ai/*.jpg', reloadServer: false },
    // The SQL functions' current bodies, applied by migrations.
    { pattern: 'database/sql/functions/*.sql', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    /*
    | Generated types (.adonisjs/, git-ignored; `npm run typecheck` runs
    | `node ace codegen` first): every page's props (InertiaPages, so a render
    | with the wrong props fails typecheck) and the `Data` namespace of the
    | modules' transformers and shared props, which the React pages import.
    */
    init: [
      indexEntities({
        events: { enabled: false },
        listeners: { enabled: false },
        controllers: { enabled: false },
        transformers: {
          enabled: true,
          source: 'app',
          // The sandbox's own transformers sit beside its code (app/payments/sandbox/).
          glob: ['**/app/*/transformers/*_transformer.ts', '**/app/*/sandbox/*_transformer.ts'],
          importAlias: undefined,
          withSharedProps: true,
          inertiaMiddlewareImportPath: '#core/middleware/inertia_middleware',
        },
      }),
      indexPages({ framework: 'react' }),
      /*
      | The named routes for the pages (inertia/lib/routes.ts; docs/decisions/
      | named-routes-tuyau.md): .adonisjs/client/registry, generated from the
      | routes (bin/codegen.js boots the app for them) and committed, so a
      | fresh clone builds and runs before any codegen. Server-only routes
      | stay out of the browser's bundle.
      */
      generateRegistry({
        routes: { except: [/^(health|ready|not_found|payment_gateway\.stripe\.webhook)$/] },
      }),
    ],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
