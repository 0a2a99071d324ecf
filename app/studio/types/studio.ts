/*
| The studio's public shapes: what the API answers and pages receive.
*/

export type StudioRequestKind = 'photo' | 'video' | 'custom_photo' | 'custom_video'
export type StudioStatus = 'pending' | 'processing' | 'completed' | 'failed'
/** What the user sees while a request runs; `saved` once it completed. */
export type StudioStage = 'queued' | 'generating' | 'saving' | 'saved'

export type StudioRequestView = {
  id: number
  taskId: string
  kind: StudioRequestKind
  modelId: number | null
  modelName: string | null
  prompt: string
  status: StudioStatus
  stage: StudioStage
  cost: number
  /** A signed URL valid for some minutes (the owner's browser only); null until completed. */
  mediaPath: string | null
  /** The same file as a download named `downloadName`. */
  downloadPath: string | null
  downloadName: string
  failureReason: string | null
  createdAt: string
  finishedAt: string | null
  /** Seconds since the request (until it finished): the status line's clock. */
  elapsedSeconds: number
}
