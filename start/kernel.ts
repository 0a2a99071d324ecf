/*
| HTTP kernel: global (server) middleware run for every request, router
| middleware run for matched routes, and named middleware for routes.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#core/exceptions/handler'))

server.use([
  // First: times every request by route pattern and puts X-Request-Id on every answer.
  () => import('#core/middleware/metrics_middleware'),
  () => import('#core/middleware/container_bindings_middleware'),
  () => import('#core/middleware/security_headers_middleware'),
  () => import('#core/middleware/malformed_request_middleware'),
  () => import('#core/middleware/static_files_middleware'),
  () => import('#core/media/media_middleware'),
  // Vite's dev server, limited to the browser app's files (it would serve the whole project).
  () => import('#core/middleware/vite_dev_middleware'),
])

router.use([
  // Around the body parser: uploaded files it wrote are removed whatever happens next.
  () => import('#core/middleware/temporary_uploads_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  // Before session and CSRF, so what they refuse is answered in the visitor's language.
  () => import('#core/middleware/locale_middleware'),
  // Sessions begin lazily: a visitor who only reads has none (docs/decisions/0032-lazy-sessions.md).
  () => import('#core/middleware/session_middleware'),
  () => import('#core/middleware/csrf_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#accounts/middleware/silent_auth_middleware'),
  // After auth, so it knows whether the answer is personal (Cache-Control: private).
  () => import('#core/middleware/cache_policy_middleware'),
  () => import('#core/middleware/inertia_middleware'),
  // Last, so a refusal renders like any other page (language, Inertia, not-found page).
  () => import('#core/middleware/invalid_characters_middleware'),
])

export const middleware = router.named({
  forceJson: () => import('#core/middleware/force_json_middleware'),
  auth: () => import('#accounts/middleware/auth_middleware'),
  guest: () => import('#accounts/middleware/guest_middleware'),
  staff: () => import('#accounts/middleware/staff_middleware'),
  readYourWrites: () => import('#core/middleware/read_your_writes_middleware'),
  customGeneration: () => import('#studio/middleware/custom_generation_middleware'),
})
