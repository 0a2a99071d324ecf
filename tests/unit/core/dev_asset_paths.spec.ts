import { test } from '@japa/runner'
import { isDevAssetUrl } from '#core/http/dev_asset_paths'

const ROOT = '/srv/velvet/'

test.group('Dev asset paths (what reaches the Vite dev server)', () => {
  test('the browser app passes: {$self}')
    .with([
      '/@vite/client',
      '/@react-refresh',
      '/@id/__x00__virtual:module',
      '/inertia/app.tsx',
      '/inertia/pages/catalog/index.tsx?t=1700000000000',
      '/inertia/css/app.css?direct',
      '/resources/lang/en/core.json?import',
      '/app/catalog/types/catalog.ts',
      '/app/payments/types/packages.ts?t=1',
      '/node_modules/.vite/test/deps/react.js?v=abc123',
      '/node_modules/vite/dist/client/env.mjs',
      '/@fs/srv/velvet/node_modules/.vite/development/deps/chunk-X.js?v=1',
      '/.adonisjs/client/registry/index.ts',
      '/.adonisjs/client/registry/index.ts?t=1',
      '/@fs/srv/velvet/.adonisjs/client/registry/index.ts',
    ])
    .run(({ assert }, url) => assert.isTrue(isDevAssetUrl(url, ROOT)))

  test('anything else stays with the router: {$self}')
    .with([
      '/',
      '/.data/runtime.json',
      '/.adonisjs/client/registry/schema.d.ts',
      '/.adonisjs/client/registry/../../server/routes.json',
      '/.adonisjs/server/routes.json',
      '/.adonisjs/client/registry/index.ts/../../../.data/runtime.json',
      '/package.json',
      '/app/core/runtime/local_runtime.ts',
      '/app/catalog/services/catalog_service.ts',
      '/app/catalog/types/../services/catalog_service.ts',
      '/app/catalog/types/.env',
      '/app/catalog/types',
      '/node_modules/pg/package.json',
      '/inertia/../package.json',
      '/inertia/%2e%2e/package.json',
      '/inertia/..%2f..%2fpackage.json',
      '/inertia/..%5cpackage.json',
      '/inertia//app.tsx',
      '/inertia/./app.tsx',
      '/inertia/%E0%A4%A',
      '/inertia/.hidden.ts',
      '/@fs/srv/velvet/package.json',
      '/@fs/srv/velvet/.data/runtime.json',
      '/@fs/etc/passwd',
      '/@fs/srv/velvet-other/inertia/app.tsx',
      '/@vite/../package.json',
    ])
    .run(({ assert }, url) => assert.isFalse(isDevAssetUrl(url, ROOT)))

  test('Vite client modules by their real path, when node_modules links elsewhere', ({
    assert,
  }) => {
    const client = '/srv/shared/node_modules/vite/dist/client/'
    assert.isTrue(isDevAssetUrl(`/@fs${client}env.mjs`, ROOT, client))
    assert.isFalse(isDevAssetUrl(`/@fs${client}env.mjs`, ROOT, null))
    for (const url of [
      '/@fs/srv/shared/node_modules/vite/package.json',
      `/@fs${client}../../package.json`,
      `/@fs${client}%2e%2e/%2e%2e/package.json`,
    ]) {
      assert.isFalse(isDevAssetUrl(url, ROOT, client), url)
    }
  })
})
