import { Link, router, usePage } from '@inertiajs/react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import LanguageSelect from '~/components/shell/language_select'
import { rememberPath } from '~/components/shell/return_path'
import { APP_NAME } from '~/lib/app_name'
import { formatDay, formatPoints } from '~/lib/format'
import { useShownBalance } from '~/lib/live_balance'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

/** Up to this width the bar shows the menu button (app.css): the full bar needs 1,280 px. */
const MENU_MAX_WIDTH = 1279

export default function Header() {
  const { t, i18n } = useTranslation()
  const { user, balance, pointsExpiry, pointsStanding, site, customGeneration } =
    usePage<SharedProps>().props
  const [menuOpen, setMenuOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  // A spend in this or another tab shows at once, before the next page load.
  const shownBalance = useShownBalance(balance)
  // A refund left the balance below zero, or a dispute froze points: the pill says so.
  const standingLine =
    shownBalance < 0
      ? t('wallet.standing.header.negative')
      : pointsStanding?.openDisputes
        ? t('wallet.standing.header.frozen', {
            points: formatPoints(pointsStanding.frozenPoints, i18n.language),
          })
        : undefined
  const expiryLine = pointsExpiry
    ? t('wallet.expiry.line', {
        count: pointsExpiry.points,
        points: formatPoints(pointsExpiry.points, i18n.language),
        date: formatDay(pointsExpiry.expiresAt, i18n.language),
      })
    : undefined

  // Where closing a receipt leads back to.
  useEffect(() => rememberPath(site.path), [site.path])

  // The menu closes when the window grows past its width, and after a navigation.
  useEffect(() => {
    const media = window.matchMedia(`(min-width: ${MENU_MAX_WIDTH + 1}px)`)
    const onChange = () => media.matches && setMenuOpen(false)
    media.addEventListener('change', onChange)
    const offNavigate = router.on('navigate', () => setMenuOpen(false))
    return () => {
      media.removeEventListener('change', onChange)
      offNavigate()
    }
  }, [])

  // Escape closes the open menu and gives focus back to its button. A layout
  // effect: listening from the moment the menu shows (a plain effect may run a
  // frame after the paint, and an early Escape would be lost).
  useLayoutEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggle.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const links = [
    { href: urlFor('home'), label: t('nav.home') },
    { href: urlFor('categories.index'), label: t('nav.categories') },
    { href: urlFor('models.index'), label: t('nav.models') },
    ...(customGeneration
      ? [{ href: urlFor('custom_generation.show'), label: t('nav.customGeneration') }]
      : []),
  ]
  const currentPath = site.path.split('?')[0]
  const balanceText = t('common.pointsCount', {
    count: shownBalance,
    formatted: formatPoints(shownBalance, i18n.language),
  })

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link href={urlFor('home')} className="brand">
          <span className="brand-mark" aria-hidden="true">
            V
          </span>
          <span className="brand-name">{APP_NAME}</span>
        </Link>

        {/* Phones: the balance stays in the bar, not only inside the closed menu. */}
        {user && !menuOpen && (
          <Link
            href={urlFor('payment.show')}
            className={`balance-pill balance-compact${pointsExpiry?.soon || standingLine ? ' is-warning' : ''}`}
            data-testid="header-balance-compact"
            title={standingLine ?? expiryLine}
          >
            <span aria-hidden="true">◆</span> {balanceText}
          </Link>
        )}

        <nav
          id="main-menu"
          className={`main-nav ${menuOpen ? 'is-open' : ''}`}
          aria-label={t('nav.label')}
          data-testid="main-menu"
        >
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={currentPath === link.href ? 'is-active' : undefined}
                  aria-current={currentPath === link.href ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="nav-account">
            <LanguageSelect id="header-language" />
            {user ? (
              <>
                <Link
                  href={urlFor('payment.show')}
                  className={`balance-pill${pointsExpiry?.soon || standingLine ? ' is-expiring' : ''}`}
                  data-testid="header-balance"
                  title={standingLine ?? expiryLine}
                >
                  <span aria-hidden="true">◆</span> {balanceText}
                  {standingLine && (
                    <span className="balance-expiry" data-testid="header-standing">
                      {standingLine}
                    </span>
                  )}
                  {/* Inside the notice window the line shows itself: the in-app notice. */}
                  {pointsExpiry?.soon && !standingLine && (
                    <span className="balance-expiry" data-testid="header-expiry">
                      {expiryLine}
                    </span>
                  )}
                </Link>
                <Link
                  href={urlFor('profile.show')}
                  className="nav-user"
                  title={user.username}
                  data-testid="header-user"
                >
                  {user.username}
                </Link>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => router.post(urlFor('logout'))}
                >
                  {t('nav.logout')}
                </button>
              </>
            ) : (
              <>
                <Link href={urlFor('login.show')} className="btn btn-ghost">
                  {t('nav.login')}
                </Link>
                <Link href={urlFor('register.show')} className="btn btn-primary">
                  {t('nav.register')}
                </Link>
              </>
            )}
          </div>
        </nav>

        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-controls="main-menu"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-icon" aria-hidden="true" />
        </button>
      </div>
    </header>
  )
}
