import { moderate, type ModerationUse } from '#core/safety/moderator'
import type { ModerationCategory, ModerationPath } from '#core/safety/moderation_types'

// Interim bridge to the old word-list moderator while the rule engine is rebuilt.
const USE: Record<ModerationPath, ModerationUse> = {
  chat: 'chat',
  fact: 'chat',
  catalog: 'chat',
  reply: 'output',
  summary: 'output',
  photo: 'photo',
  custom_photo: 'photo',
  video: 'video',
  custom_video: 'video',
}

export type LocalFinding = { category: ModerationCategory; ruleId: string }

/** What the local rules refuse in `text` on `path`, or null. */
export function screenLocally(text: string, path: ModerationPath): LocalFinding | null {
  const verdict = moderate(text, { use: USE[path] })
  return verdict.allowed ? null : { category: verdict.category, ruleId: `${verdict.category}.legacy` }
}
