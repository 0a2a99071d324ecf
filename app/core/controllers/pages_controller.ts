import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import pointsConfig from '#config/points'

const LEGAL_TABS = ['terms', 'privacy', 'cookies', 'gdpr'] as const

export default class PagesController {
  legal({ inertia, request }: HttpContext) {
    const requested = request.qs().tab
    const tab = LEGAL_TABS.includes(requested) ? requested : 'terms'
    // From configuration, so the policy's promise and the expiry job agree.
    const pointsPolicy = {
      purchaseMonths: pointsConfig.purchaseExpiryMonths,
      welcomeDays: pointsConfig.welcomeBonusExpiryDays,
      noticeDays: pointsConfig.expiryNoticeDays,
    }
    return inertia.render('core/legal', { tab, tabs: [...LEGAL_TABS], pointsPolicy })
  }

  notFound() {
    throw new Exception('Not found', { status: 404, code: 'E_NOT_FOUND' })
  }
}
