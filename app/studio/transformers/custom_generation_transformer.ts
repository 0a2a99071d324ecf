import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OwnCustomGeneration } from '#studio/queries/custom_generations'

/**
 * One of the user's custom generations in "my custom generations" (the
 * custom generation page's list and `GET /api/custom-generation/mine`).
 */
export default class CustomGenerationTransformer extends BaseTransformer<
  OwnCustomGeneration & {
    /** Why it failed, in the reader's words (translated by the controller); null otherwise. */
    message: string | null
  }
> {
  toObject() {
    const { view, expiresAt, unseen, message } = this.resource
    return {
      taskId: view.taskId,
      type: view.kind === 'custom_video' ? ('video' as const) : ('photo' as const),
      prompt: view.prompt,
      status: view.status,
      stage: view.stage,
      cost: view.cost,
      /** Signed URLs valid for some minutes (the list refreshes them); null until completed. */
      mediaPath: view.mediaPath,
      downloadPath: view.downloadPath,
      downloadName: view.downloadName,
      message,
      takenDown: view.takenDown,
      createdAt: view.createdAt,
      finishedAt: view.finishedAt,
      elapsedSeconds: view.elapsedSeconds,
      /** When the result (and the request) is deleted: 24 hours after it was asked. */
      expiresAt: expiresAt.toISOString(),
      /** Ended while the user was away and not seen yet (the notice; "new" in the list). */
      unseen,
    }
  }
}
