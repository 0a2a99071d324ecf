/*
| Routes of the accounts module: sign-up, email codes, sessions, password
| reset and profile. Page flows are Inertia forms; the verify page calls the
| two JSON endpoints of product.md §7 (status codes drive its messages).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { sharedPropsProviders } from '#core/http/shared_props'
import wallet from '#wallet/services/wallet_service'
import accounts from '#accounts/services/account_service'
import type User from '#accounts/models/user'

const RegisterController = () => import('#accounts/controllers/register_controller')
const VerifyEmailController = () => import('#accounts/controllers/verify_email_controller')
const SessionController = () => import('#accounts/controllers/session_controller')
const PasswordResetController = () => import('#accounts/controllers/password_reset_controller')
const ProfileController = () => import('#accounts/controllers/profile_controller')

/* Every page knows the signed-in user, their balance and when points next expire (header). */
sharedPropsProviders.register(async (ctx) => {
  const user = ctx.auth?.user as User | undefined
  if (!user) return { user: null, balance: null, pointsExpiry: null }
  const [balance, pointsExpiry] = await Promise.all([
    wallet.balanceOf(user.id),
    wallet.nextExpiry(user.id),
  ])
  return { user: accounts.summary(user), balance, pointsExpiry }
})

router
  .group(() => {
    router.get('/register', [RegisterController, 'show'])
    router.post('/register', [RegisterController, 'store'])
    router.get('/login', [SessionController, 'show'])
    router.post('/login', [SessionController, 'store'])
    router.get('/forgot-password', [PasswordResetController, 'showRequest'])
    router.post('/forgot-password', [PasswordResetController, 'sendLink'])
  })
  .use(middleware.guest())

router.get('/reset-password/:token', [PasswordResetController, 'showReset'])
router.post('/reset-password', [PasswordResetController, 'reset'])

router.get('/verify-email', [VerifyEmailController, 'show'])
// Links of the old product pointed here; the code on the page is the way to verify now.
router.get('/verify-email/:token', ({ response }) => response.redirect('/verify-email'))
router.post('/api/auth/verify-email', [VerifyEmailController, 'verify'])
router.post('/api/auth/resend-verification', [VerifyEmailController, 'resend'])

router.post('/logout', [SessionController, 'destroy']).use(middleware.auth())

router.get('/profile', [ProfileController, 'show'])
router
  .group(() => {
    router.post('/profile', [ProfileController, 'update'])
    router.post('/profile/password', [ProfileController, 'changePassword'])
    router.post('/profile/sessions/end-others', [ProfileController, 'endOtherSessions'])
    router.get('/profile/export', [ProfileController, 'export'])
    router.post('/profile/delete', [ProfileController, 'destroy'])
  })
  .use(middleware.auth())

import '#accounts/staff_routes'
