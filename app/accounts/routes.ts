import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const RegisterController = () => import('#accounts/controllers/register_controller')
const VerifyEmailController = () => import('#accounts/controllers/verify_email_controller')
const SessionController = () => import('#accounts/controllers/session_controller')
const PasswordResetController = () => import('#accounts/controllers/password_reset_controller')
const ProfileController = () => import('#accounts/controllers/profile_controller')

router
  .group(() => {
    router.get('/register', [RegisterController, 'show']).as('register.show')
    router.post('/register', [RegisterController, 'store']).as('register.store')
    router.get('/login', [SessionController, 'show']).as('login.show')
    router.post('/login', [SessionController, 'store']).as('login.store')
    router.get('/forgot-password', [PasswordResetController, 'showRequest']).as('password.forgot')
    router.post('/forgot-password', [PasswordResetController, 'sendLink']).as('password.send_link')
  })
  .use(middleware.guest())

router
  .get('/reset-password/:token', [PasswordResetController, 'showReset'])
  .as('password.reset_form')
router.post('/reset-password', [PasswordResetController, 'reset']).as('password.reset')

router.get('/verify-email', [VerifyEmailController, 'show']).as('verify_email.show')
// Links of the old product pointed here; the code on the page is the way to verify now.
router
  .get('/verify-email/:token', ({ response }) => response.redirect().toRoute('verify_email.show'))
  .as('verify_email.old_link')
router.post('/api/auth/verify-email', [VerifyEmailController, 'verify']).as('api.auth.verify_email')
router
  .post('/api/auth/resend-verification', [VerifyEmailController, 'resend'])
  .as('api.auth.resend_verification')

router.post('/logout', [SessionController, 'destroy']).as('logout').use(middleware.auth())

router.get('/profile', [ProfileController, 'show']).as('profile.show')
router
  .group(() => {
    router.post('/profile', [ProfileController, 'update']).as('profile.update')
    router.post('/profile/password', [ProfileController, 'changePassword']).as('profile.password')
    router
      .post('/profile/sessions/end-others', [ProfileController, 'endOtherSessions'])
      .as('profile.end_other_sessions')
    router.get('/profile/export', [ProfileController, 'export']).as('profile.export')
    router.post('/profile/delete', [ProfileController, 'destroy']).as('profile.destroy')
  })
  .use(middleware.auth())
