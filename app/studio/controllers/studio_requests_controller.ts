import type { HttpContext } from '@adonisjs/core/http'
import { balanceOf } from '#ledger/queries/balance_of'
import { requestGeneration } from '#studio/actions/request_generation'
import { deleteOwnRequest } from '#studio/actions/delete_request'
import { StudioError } from '#studio/exceptions/studio_error'
import { awaitRequest } from '#studio/queries/await_request'
import { ownRequestByTask, ownRequests, viewOf } from '#studio/queries/studio_requests'
import AcceptedVideoTransformer from '#studio/transformers/accepted_video_transformer'
import GeneratedPhotoTransformer from '#studio/transformers/generated_photo_transformer'
import RequestStatusTransformer from '#studio/transformers/request_status_transformer'
import { clientKeyOf, generateValidator, listValidator } from '#studio/validators/studio'
import studioConfig, { deadlineSecondsOf } from '#config/studio'
import { ok, published } from '#core/http/json_answer'

type Kind = 'photo' | 'video'

/** The photo and video API. */
export default class StudioRequestsController {
  async generatePhoto(ctx: HttpContext) {
    const accepted = await this.#accept(ctx, 'photo')
    const row = await awaitRequest(accepted.id, studioConfig.photoWaitMs)
    const view = await viewOf(row, ctx.locale)
    if (view.status === 'failed') {
      const withheld = withheldKey(view.failureReason, 'photo')
      const key =
        withheld ?? unavailableKey(view.failureReason, 'photo') ?? 'studio.errors.photoFailed'
      throw new StudioError(key, withheld ? 422 : 502, {
        taskId: view.taskId,
        balance: await balanceOf(ctx.auth.getUserOrFail().id),
      })
    }
    const photo = new GeneratedPhotoTransformer({
      view,
      remainingBalance: accepted.balance,
    }).toObject()
    ctx.response.status(view.status === 'completed' ? 200 : 202)
    return published.photoRequest(photo)
  }

  async generateVideo(ctx: HttpContext) {
    const accepted = await this.#accept(ctx, 'video')
    ctx.response.status(202)
    return published.videoRequest(
      new AcceptedVideoTransformer({
        taskId: accepted.taskId,
        cost: accepted.cost,
        remainingBalance: accepted.balance,
      }).toObject()
    )
  }

  /** `GET /videos/status/:taskId` (and the photo's twin): polled by the browser. */
  async status(ctx: HttpContext, kind: Kind) {
    const row = await ownRequestByTask(ctx.auth.getUserOrFail().id, String(ctx.params.taskId), [
      kind,
    ])
    if (!row) throw new StudioError('studio.errors.notFound', 404)
    const view = await viewOf(row, ctx.locale)
    return new RequestStatusTransformer({
      kind,
      view,
      message: view.status === 'failed' ? failureMessage(ctx, kind, view.failureReason) : null,
      balance: await balanceOf(ctx.auth.getUserOrFail().id),
    }).toObject()
  }

  async mine(ctx: HttpContext, kind: Kind) {
    const { page = 1 } = await ctx.request.validateUsing(listValidator, { data: ctx.request.qs() })
    const data = await ownRequests(ctx.auth.getUserOrFail().id, kind, ctx.locale, page)
    return ok(data)
  }

  async destroy(ctx: HttpContext, kind: Kind) {
    const removed = await deleteOwnRequest(ctx.auth.getUserOrFail().id, ctx.params.id, kind)
    if (!removed) throw new StudioError('studio.errors.notFound', 404)
    return ok()
  }

  photoStatus = (ctx: HttpContext) => this.status(ctx, 'photo')
  videoStatus = (ctx: HttpContext) => this.status(ctx, 'video')
  myPhotos = (ctx: HttpContext) => this.mine(ctx, 'photo')
  myVideos = (ctx: HttpContext) => this.mine(ctx, 'video')
  destroyPhoto = (ctx: HttpContext) => this.destroy(ctx, 'photo')
  destroyVideo = (ctx: HttpContext) => this.destroy(ctx, 'video')

  async #accept(ctx: HttpContext, kind: Kind) {
    const payload = await ctx.request.validateUsing(generateValidator)
    return requestGeneration({
      userId: ctx.auth.getUserOrFail().id,
      kind,
      modelId: payload.modelId,
      prompt: payload.prompt,
      clientKey: clientKeyOf(ctx, payload.clientKey),
      locale: ctx.locale,
    })
  }
}

/**
 * Refusals, not outages: results the age check withheld and requests a provider's content policy
 * refused get their own words (422), not "failed, try again".
 */
const WITHHELD: Record<string, string> = {
  minor_face: 'ageRefused',
  age_unchecked: 'ageUnchecked',
  blocked_media: 'blockedMedia',
  provider_refused: 'policyRefused',
}

/** The message of each stored reason the user can act on; any other is "failed, try again". */
const MESSAGES: Record<string, string> = {
  timeout: 'timeout',
  cancelled: 'cancelled',
  provider_unavailable: 'unavailable',
  provider_misconfigured: 'temporarilyUnavailable',
  provider_rejected: 'rejected',
  ...WITHHELD,
}

/** The message key of a refused or withheld request (WITHHELD); null for any other failure. */
export function withheldKey(reason: string | null, kind: Kind) {
  const key = WITHHELD[reason ?? '']
  return key ? `studio.status.${key}Message.${kind}` : null
}

/** "Temporarily unavailable" when the provider refused our settings (the operator's to fix); else null. */
export function unavailableKey(reason: string | null, kind: Kind) {
  return reason === 'provider_misconfigured'
    ? `studio.status.temporarilyUnavailableMessage.${kind}`
    : null
}

/** The user's words for why a request failed (the stored reason is for support). */
export function failureMessage(ctx: HttpContext, kind: Kind, reason: string | null) {
  const key = MESSAGES[reason ?? ''] ?? 'failed'
  // The video's timeout names its deadline in minutes (STUDIO_VIDEO_DEADLINE_S).
  const count = Math.max(1, Math.floor(deadlineSecondsOf(kind) / 60))
  return String(ctx.t(`studio.status.${key}Message.${kind}`, { count }))
}
