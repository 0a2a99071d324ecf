import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

export default configApp(...react, {
  name: 'Velvet overrides',
  files: ['inertia/**/*.{ts,tsx}'],
  rules: {
    // Links and forms are plain Inertia ones with hrefs from urlFor over Tuyau's generated registry
    // (no TuyauProvider client in the bundle: docs/decisions/0029-named-routes-tuyau.md).
    '@adonisjs/prefer-adonisjs-inertia-link': 'off',
    '@adonisjs/prefer-adonisjs-inertia-form': 'off',
    // The dictionaries are shared data, not backend code: one set for server and browser.
    '@adonisjs/no-backend-import-in-frontend': [
      'error',
      { allowed: ['../resources/lang/dictionaries.js', '../../resources/lang/merge.js'] },
    ],
    // Inertia's <Head> de-duplicates tags by this attribute.
    'react/no-unknown-property': ['error', { ignore: ['head-key'] }],
  },
})
