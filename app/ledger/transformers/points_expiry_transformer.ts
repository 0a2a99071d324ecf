import { BaseTransformer } from '@adonisjs/core/transformers'

type NextExpiry = {
  points: number
  expiresAt: string
  noticeMs: number
  now: Date
}

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
