export type StudioRequestKind = 'photo' | 'video' | 'custom_photo' | 'custom_video'
export type StudioStatus = 'pending' | 'processing' | 'completed' | 'failed'
export type StudioStage = 'queued' | 'generating' | 'saving' | 'saved'
export type FailureReason =
  | 'no_reference_image'
  | 'no_upload'
  | 'provider_error'
  | 'provider_rejected'
  /** The provider's content policy refused the prompt or picture: a refusal, recorded as one. */
  | 'provider_refused'
  | 'provider_unavailable'
  /** The provider refused our settings (key, model): the operator's to fix, logged as such. */
  | 'provider_misconfigured'
  | 'timeout'
  | 'cancelled'
  | 'lost'
  /** The result showed a face estimated under the minimum age: withheld. */
  | 'minor_face'
  /** The age check could not judge the result: withheld. */
  | 'age_unchecked'
  /** The result is a copy of media a removal request blocked, or shows a blocked face: withheld. */
  | 'blocked_media'

export type CustomNotice = {
  taskId: string
  type: 'photo' | 'video'
  status: 'completed' | 'failed'
}

/** The page asks again every `pollMs` while one runs, so the notice shows wherever the user is. */
export type CustomNotices = { ended: CustomNotice[]; running: boolean; pollMs: number }
