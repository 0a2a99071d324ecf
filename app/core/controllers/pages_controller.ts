import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import pointsConfig from '#config/points'

const LEGAL_TABS = ['terms', 'privacy', 'cookies', 'gdpr'] as const

export default class PagesController {
  /** /legal and /legal?tab=privacy: the tab lives in the URL so links open it. */
  legal({ inertia, request }: HttpContext) {
    const requested = request.qs().tab
    const tab = LEGAL_TABS.includes(requested) ? requested : 'terms'
    // The points policy's numbers come from its configuration, so the promise and the expiry job agree.
    const pointsPolicy = {
      purchaseMonths: pointsConfig.purchaseExpiryMonths,
      welcomeDays: pointsConfig.welcomeBonusExpiryDays,
      noticeDays: pointsConfig.expiryNoticeDays,
    }
    return inertia.render('core/legal', { tab, tabs: [...LEGAL_TABS], pointsPolicy })
  }

  /** Any path no module claims: the translated 404 page with HTTP 404. */
  notFound() {
    throw new Exception('Not found', { status: 404, code: 'E_NOT_FOUND' })
  }
}
