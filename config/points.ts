import env from '#start/env'

/**
 * The points expiry policy (the legal text quotes
 * these numbers, so /legal reads them from here). Each credit opens a lot
 * whose expiry is fixed when it is credited: a later purchase extends
 * nothing else.
 */
const pointsConfig = {
  /** Purchased points expire this many months after the purchase. */
  purchaseExpiryMonths: env.get('POINTS_PURCHASE_EXPIRY_MONTHS', 12),
  /** The welcome bonus expires this many days after it is credited. */
  welcomeBonusExpiryDays: env.get('POINTS_WELCOME_EXPIRY_DAYS', 90),
  /** Users are told (mail and in-app) this many days before points expire. */
  expiryNoticeDays: env.get('POINTS_EXPIRY_NOTICE_DAYS', 14),
}

export default pointsConfig
