import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { ledgerHistory } from '#ledger/queries/ledger_history'
import { countFavorites, favoritesWithModels } from '#engagement/queries/favorite_queries'
import { profileMedia } from '#studio/queries/profile_media'
import AccountTransformer from '#accounts/transformers/account_transformer'
import { updateProfile } from '#accounts/actions/update_profile'
import { changePassword } from '#accounts/actions/change_password'
import { eraseAccount } from '#accounts/actions/erase_account'
import { exportPersonalData } from '#accounts/queries/export_personal_data'
import { endOtherSessions, rememberIntended, signOut } from '#accounts/controllers/web_session'
import {
  changePasswordValidator,
  deleteAccountValidator,
  profileValidator,
} from '#accounts/validators/accounts'
import { BIO_LENGTH } from '#accounts/types/account'
import { clock } from '#core/clock'
import { offerFormToken } from '#core/csrf/csrf_tokens'

const TABS = ['overview', 'favorites', 'photos', 'videos', 'transactions', 'settings'] as const
type Tab = (typeof TABS)[number]

export default class ProfileController {
  async show(ctx: HttpContext) {
    const user = ctx.auth.user
    if (!user) {
      rememberIntended(ctx, urlFor('profile.show'))
      return ctx.inertia.render('accounts/profile', {
        signedIn: false,
        tab: 'overview',
        account: null,
        transactions: null,
        favorites: null,
        studio: null,
        bioLength: BIO_LENGTH,
      })
    }
    const requested = String(ctx.request.qs().tab ?? 'overview')
    const tab: Tab = (TABS as readonly string[]).includes(requested)
      ? (requested as Tab)
      : 'overview'
    const page = Math.max(1, Number.parseInt(String(ctx.request.qs().page ?? '1'), 10) || 1)
    offerFormToken(ctx)
    const history = await ledgerHistory(user.id, tab === 'transactions' ? page : 1)
    // The tab shows its count always, its cards only when open.
    const favoriteItems = tab === 'favorites' ? await favoritesWithModels(user.id, ctx.locale) : []
    const favoriteCount = tab === 'favorites' ? favoriteItems.length : await countFavorites(user.id)
    const openMedia = tab === 'photos' ? 'photo' : tab === 'videos' ? 'video' : null
    return ctx.inertia.render('accounts/profile', {
      signedIn: true,
      tab,
      account: AccountTransformer.transform(user).useVariant('toProfile'),
      transactions: tab === 'transactions' ? history : { ...history, entries: [] },
      favorites: { total: favoriteCount, items: favoriteItems },
      studio: await profileMedia(user.id, openMedia, ctx.locale),
      bioLength: BIO_LENGTH,
    })
  }

  async update(ctx: HttpContext) {
    const { bio } = await ctx.request.validateUsing(profileValidator)
    await updateProfile(ctx.auth.getUserOrFail(), { bio })
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.profile.saved') })
    return ctx.response.redirect().toRoute('profile.show')
  }

  async changePassword(ctx: HttpContext) {
    const { currentPassword, password } = await ctx.request.validateUsing(changePasswordValidator)
    await changePassword(ctx.auth.getUserOrFail(), {
      current: currentPassword,
      next: password,
      keepSessionId: ctx.session.sessionId,
    })
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.profile.passwordChanged') })
    return ctx.response.redirect().toRoute('profile.show', undefined, { qs: { tab: 'settings' } })
  }

  async endOtherSessions(ctx: HttpContext) {
    const ended = await endOtherSessions(ctx, ctx.auth.getUserOrFail().id)
    const message =
      ended === 0
        ? ctx.t('auth.profile.noOtherSessions')
        : ended === 1
          ? ctx.t('auth.profile.otherSessionEnded')
          : ctx.t('auth.profile.otherSessionsEnded', { count: ended })
    ctx.session.flash('toast', { type: 'success', message })
    return ctx.response.redirect().toRoute('profile.show', undefined, { qs: { tab: 'settings' } })
  }

  async export(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const data = await exportPersonalData(user)
    const date = clock.now().toISOString().slice(0, 10)
    ctx.response.header('Content-Type', 'application/json; charset=utf-8')
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.attachment(`velvet-data-${user.id}-${date}.json`)
    return ctx.response.send(JSON.stringify(data, null, 2))
  }

  async destroy(ctx: HttpContext) {
    const { password } = await ctx.request.validateUsing(deleteAccountValidator)
    await eraseAccount(ctx.auth.getUserOrFail(), password)
    await signOut(ctx)
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.profile.deleted') })
    return ctx.response.redirect().toRoute('home')
  }
}
