import { BaseTransformer } from '@adonisjs/core/transformers'

type NextExpiry = {
  points: number
  /** ISO date of the soonest lot end. */
  expiresAt: string
  /** The notice window (POINTS_EXPIRY_NOTICE_DAYS) before that date. */
  noticeMs: number
  now: Date
}

/** When the user's points next expire (the header, the profile); `soon` inside the notice window. */
export default class PointsExpiryTransformer extends BaseTransformer<NextExpiry> {
  toObject() {
    const { points, expiresAt, noticeMs, now } = this.resource
    return {
      points,
      expiresAt,
      soon: new Date(expiresAt).getTime() - now.getTime() <= noticeMs,
    }
  }
}
