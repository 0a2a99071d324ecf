/*
| The moderation service's vocabulary. Every path where
| text reaches an AI provider or a user names itself, so a refusal can be
| logged and counted per path, and so each path gets its policy:
| - conversation policy (chat, reply, fact, summary, catalog): a minor in a
|   sexual context, or put into the conversation as a participant, is refused;
|   a user's own past ("when I was a teen") or own children, said without any
|   sexual word, is not;
| - generation policy (photo, video, custom_*): any reference to a minor refuses.
*/

export type ModerationPath =
  | 'chat' // a user's chat message (send and regenerate)
  | 'reply' // a character's streamed reply
  | 'fact' // a pinned fact (the user's or remembered automatically)
  | 'summary' // the conversation summary
  | 'photo'
  | 'video'
  | 'custom_photo'
  | 'custom_video'
  | 'catalog' // a character's name/description/persona (catalog:import, seeders)

export type ModerationPolicy = 'conversation' | 'generation'

export const POLICY_OF: Record<ModerationPath, ModerationPolicy> = {
  chat: 'conversation',
  reply: 'conversation',
  fact: 'conversation',
  summary: 'conversation',
  catalog: 'conversation',
  photo: 'generation',
  video: 'generation',
  custom_photo: 'generation',
  custom_video: 'generation',
}

/** Paths whose prompts must not be sexually explicit. */
export const EXPLICIT_REFUSED: ReadonlySet<ModerationPath> = new Set(['video', 'custom_video'])

/**
 * `provider_policy`: a generation provider's own content policy refused the
 * request; `takedown`: a picture matched media a removal request blocked.
 */
export type ModerationCategory =
  'minors' | 'explicit' | 'illegal' | 'unavailable' | 'provider_policy' | 'takedown'

/** Where a refusal came from: the local rules or the provider's opinion. */
export type ModerationSource = 'local' | 'provider'

export type ModerationRefusal = {
  allowed: false
  category: ModerationCategory
  /** Which rule refused (e.g. `minors.stated_age`, `provider.sexual/minors`); never the text. */
  ruleId: string
  source: ModerationSource
  /** The translated refusal (resources/lang/*\/core.json, `safety.*`). */
  messageKey: string
}

export type ModerationVerdict = { allowed: true } | ModerationRefusal

export type ModerationContext = {
  path: ModerationPath
  /** The acting user, when there is one (counted and flagged on refusals). */
  userId?: number | null
}

/** The translated refusal per category; a character's reply has its own words. */
export function messageKeyFor(category: ModerationCategory, path: ModerationPath) {
  if (category === 'unavailable') return 'safety.unavailable'
  if (path === 'reply' || path === 'summary') return 'safety.output'
  return `safety.${category}`
}
