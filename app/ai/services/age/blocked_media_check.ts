import { blockedCopyNear, blockedFaceDescriptors } from '#ai/queries/blocked_media'
import type { FaceAge } from '#ai/services/age/age_port'
import { matchesBlockedFace } from '#ai/services/age/face_match'
import { LocalAgeEstimator } from '#ai/services/age/local_age_estimator'

/*
| The removal blocks, as the age policy checks them on each picture it judges (docs/safety.md,
| blocking removed media): a fingerprint within COPY_DISTANCE of a blocked copy, or a face like a
| blocked face.
*/

export type BlockedReason = 'blocked_copy' | 'blocked_face'

const localModel = new LocalAgeEstimator()

async function localFacesOf(picture: Buffer) {
  const { faces } = await localModel.estimate(picture)
  return faces
}

/** One judgement's view of the blocks: the face descriptors are read once for all its pictures. */
export class BlockedMediaCheck {
  #blockedFaces: Promise<number[][]> | undefined

  constructor(private readonly estimatorDriver: string) {}

  /** Why this picture (its fingerprint, the faces the estimator found) is blocked; null when not. */
  async reasonFor(picture: Buffer, fingerprint: string, faces: FaceAge[]) {
    if (await blockedCopyNear([fingerprint])) return 'blocked_copy' as const
    this.#blockedFaces ??= blockedFaceDescriptors()
    const blocked = await this.#blockedFaces
    if (!blocked.length) return null
    const seen = this.estimatorDriver === 'local' ? faces : await localFacesOf(picture)
    const descriptors = seen.flatMap((face) => (face.descriptor ? [face.descriptor] : []))
    return matchesBlockedFace(descriptors, blocked) ? ('blocked_face' as const) : null
  }
}
