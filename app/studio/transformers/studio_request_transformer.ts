import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StudioRow } from '#studio/queries/studio_requests'
import { privateUrl } from '#studio/services/studio_media'
import type { StudioStage } from '#studio/types/studio'
import { clock } from '#core/clock'

/** A request row with its model's name in the reader's language (looked up in one batch). */
export type NamedStudioRow = { row: StudioRow; modelName: string | null }

/** One photo or video request as the profile, the model page's modal and the studio API show it. */
export default class StudioRequestTransformer extends BaseTransformer<NamedStudioRow> {
  async toObject() {
    const { row, modelName } = this.resource
    const createdAt = new Date(row.created_at)
    const extension = row.media_type === 'video/mp4' ? 'mp4' : 'png'
    const prefix = row.kind.endsWith('video') ? 'video' : 'photo'
    const downloadName = `${prefix}-${createdAt.getTime()}.${extension}`
    const finishedAt = row.finished_at ? new Date(row.finished_at) : null
    // A result withheld for a removal request's review has no link, nor one removed after it.
    const shown = row.withheld_at ? null : row.media_key
    return {
      id: row.id,
      taskId: row.task_id,
      kind: row.kind,
      modelId: row.model_id,
      modelName,
      prompt: row.prompt,
      status: row.status,
      stage: row.stage as StudioStage,
      cost: row.cost,
      /** A signed URL valid for some minutes (the owner's browser only); null until completed. */
      mediaPath: shown ? await privateUrl(shown) : null,
      /** The same file as a download named `downloadName`. */
      downloadPath: shown ? await privateUrl(shown, downloadName) : null,
      downloadName,
      failureReason: row.failure_reason,
      /** A removal request withholds the result while it is reviewed, or removed it. */
      takenDown: (row.removed_at ? 'removed' : row.withheld_at ? 'withheld' : null) as
        'removed' | 'withheld' | null,
      createdAt: createdAt.toISOString(),
      finishedAt: finishedAt ? finishedAt.toISOString() : null,
      /** Seconds since the request (until it finished): the status line's clock. */
      elapsedSeconds: Math.max(
        0,
        Math.round(((finishedAt ?? clock.now()).getTime() - createdAt.getTime()) / 1000)
      ),
    }
  }
}
