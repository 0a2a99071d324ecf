import type { HttpContext } from '@adonisjs/core/http'
import { siteOrigin } from '#core/http/site'
import { balanceOf } from '#ledger/queries/balance_of'
import { requestCustomGeneration } from '#studio/actions/request_custom_generation'
import { StudioError } from '#studio/exceptions/studio_error'
import { awaitRequest } from '#studio/queries/await_request'
import { ownRequestByTask, viewOf } from '#studio/queries/studio_requests'
import { customNotices, ownCustomGenerations } from '#studio/queries/custom_generations'
import { markCustomSeen } from '#studio/actions/mark_custom_seen'
import CustomGenerationTransformer from '#studio/transformers/custom_generation_transformer'
import {
  failureMessage,
  unavailableKey,
  withheldKey,
} from '#studio/controllers/studio_requests_controller'
import { cleanImage, MAX_UPLOAD_BYTES } from '#studio/uploads/clean_image'
import { receiveImage } from '#studio/uploads/receive_image'
import {
  clientKeyOf,
  customGenerationValidator,
  customSeenValidator,
  customStatusValidator,
} from '#studio/validators/studio'
import studioConfig from '#config/studio'
import { ok, published } from '#core/http/json_answer'

export default class CustomGenerationController {
  async show(ctx: HttpContext) {
    const user = ctx.auth.user
    return ctx.inertia.render('studio/custom_generation', {
      maxBytes: MAX_UPLOAD_BYTES,
      poll: studioConfig.customPoll,
      // The page resumes a running one and lists the rest (visitors have none).
      mine: user ? await this.#mine(ctx, user.id) : null,
    })
  }

  async mine(ctx: HttpContext) {
    return ok(await this.#mine(ctx, ctx.auth.getUserOrFail().id))
  }

  async notices(ctx: HttpContext) {
    return ok(await customNotices(ctx.auth.getUserOrFail().id))
  }

  async seen(ctx: HttpContext) {
    const { taskIds } = await ctx.request.validateUsing(customSeenValidator)
    return ok({ seen: await markCustomSeen(ctx.auth.getUserOrFail().id, taskIds) })
  }

  async generate(ctx: HttpContext) {
    const { path } = await receiveImage(ctx)
    if (!path) throw new StudioError('studio.custom.errors.noImage', 422)
    const payload = await ctx.request.validateUsing(customGenerationValidator)
    const accepted = await requestCustomGeneration({
      userId: ctx.auth.getUserOrFail().id,
      type: payload.type,
      prompt: payload.prompt,
      clientKey: clientKeyOf(ctx, payload.clientKey),
      image: await cleanImage(path),
      // The form is shown in the request's language (the same query → cookie → browser choice).
      consent: { locale: ctx.locale },
    })
    const message = (key: string) => String(ctx.t(`studio.custom.messages.${key}`))
    if (payload.type === 'video') {
      return published.customGeneration(
        message('videoStarted'),
        { task_id: accepted.taskId },
        { balance: accepted.balance }
      )
    }
    const row = await awaitRequest(accepted.id, studioConfig.photoWaitMs)
    const view = await viewOf(row, ctx.locale)
    // This answer shows how it ended: no notice of it on the next page.
    if (view.status !== 'processing' && view.status !== 'pending') {
      await markCustomSeen(ctx.auth.getUserOrFail().id, [accepted.taskId])
    }
    if (view.status === 'failed') {
      const withheld = withheldKey(view.failureReason, 'photo')
      const key =
        withheld ??
        unavailableKey(view.failureReason, 'photo') ??
        'studio.custom.errors.photoFailed'
      throw new StudioError(key, withheld ? 422 : 502, {
        balance: await balanceOf(ctx.auth.getUserOrFail().id),
      })
    }
    if (view.status !== 'completed') {
      // Slower than the wait: the page follows it like a video.
      ctx.response.status(202)
      return published.customGeneration(
        message('photoWorking'),
        { task_id: accepted.taskId },
        { balance: accepted.balance }
      )
    }
    return published.customGeneration(
      message('photoReady'),
      {
        url: this.#absolute(ctx, view.mediaPath!),
        download_url: this.#absolute(ctx, view.downloadPath!),
        task_id: accepted.taskId,
      },
      { balance: accepted.balance }
    )
  }

  /**
   * `GET /api/custom-generation/video-status/:taskId?attempt=n`: the spec's { success, status,
   * currentStatus, url, message }.
   */
  async status(ctx: HttpContext) {
    await ctx.request.validateUsing(customStatusValidator, { data: ctx.request.qs() })
    const row = await ownRequestByTask(ctx.auth.getUserOrFail().id, String(ctx.params.taskId), [
      'custom_video',
      'custom_photo',
    ])
    if (!row) throw new StudioError('studio.errors.notFound', 404)
    const view = await viewOf(row, ctx.locale)
    const balance = await balanceOf(ctx.auth.getUserOrFail().id)
    const base = { elapsedSeconds: view.elapsedSeconds, balance }
    if (view.status === 'completed') {
      return published.status({
        ...base,
        status: 'completed',
        currentStatus: 'Success',
        url: view.mediaPath ? this.#absolute(ctx, view.mediaPath) : null,
        downloadUrl: view.downloadPath ? this.#absolute(ctx, view.downloadPath) : null,
        message: null,
      })
    }
    if (view.status === 'failed') {
      const timeout = view.failureReason === 'timeout'
      return published.status({
        ...base,
        status: timeout ? 'timeout' : 'failed',
        currentStatus: 'Failed',
        url: null,
        message: String(
          ctx.t(
            withheldKey(view.failureReason, 'video') ??
              `studio.custom.errors.${timeout ? 'timeout' : 'failed'}`
          )
        ),
      })
    }
    return published.status({
      ...base,
      status: 'processing',
      currentStatus: view.stage === 'queued' ? 'Queued' : 'InProgress',
      url: null,
      message: null,
    })
  }

  async #mine(ctx: HttpContext, userId: number) {
    const items = await ownCustomGenerations(userId, ctx.locale)
    return items.map((item) =>
      new CustomGenerationTransformer({
        ...item,
        message:
          item.view.status === 'failed'
            ? failureMessage(
                ctx,
                item.view.kind === 'custom_video' ? 'video' : 'photo',
                item.view.failureReason
              )
            : null,
      }).toObject()
    )
  }

  /** The spec's page checks for an http(s) URL: local signed paths get this site's origin. */
  #absolute(ctx: HttpContext, url: string) {
    return /^https?:\/\//i.test(url) ? url : `${siteOrigin(ctx)}${url}`
  }
}
