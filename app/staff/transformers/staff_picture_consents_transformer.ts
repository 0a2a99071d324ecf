import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PictureAttestation } from '#studio/queries/picture_attestations'

export default class StaffPictureConsentsTransformer extends BaseTransformer<{
  total: number
  latest: PictureAttestation[]
}> {
  toObject() {
    const { total, latest } = this.resource
    return {
      total,
      latest: latest.map((attestation) => ({
        attestedAt: attestation.attestedAt.toISOString(),
        taskId: attestation.taskId,
        textVersion: attestation.textVersion,
        locale: attestation.locale,
        pictureSha256: attestation.pictureSha256,
      })),
    }
  }
}
