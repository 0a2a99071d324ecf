/*
| The video port: the one interface the studio module talks to for a character's clips, whatever
| makes them.
*/
import type { TaskPort } from '#ai/services/tasks/task_port'

export type VideoDriver = 'local' | 'fal'

export interface VideoInput {
  /** A JPEG, PNG or WebP still of the character. */
  image: Buffer
  prompt: string
  /**
   * Stores a still the adapter prepared and answers a short-lived URL the provider can fetch it
   * from (our private store, signed); without it the still goes inline.
   */
  publish?: (still: Buffer, mimeType: string) => Promise<string>
}

export interface VideoPort extends TaskPort<VideoInput> {
  readonly driver: VideoDriver
  /** True when clips come from the local demo encoder (the UI says so). */
  readonly isLocal: boolean
}
