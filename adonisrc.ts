import { defineConfig } from '@adonisjs/core/app'

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
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('#providers/app_provider'),
    { file: () => import('#providers/catalog_cache_provider'), environment: ['web', 'test'] },
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
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
