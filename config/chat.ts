import env from '#start/env'

/**
 * The chat's memory and reply limits (app/engagement). A turn is one user
 * message and its reply, never one message alone. Tests change these at run
 * time (the object is read on every turn).
 */
const chatConfig = {
  /** The last N turns go to the model word for word; older ones reach it through the summary. */
  recentTurns: env.get('CHAT_RECENT_TURNS', 16),
  /** Turns past the recent window folded into the summary at once (the summary job). */
  summaryBatch: 8,
  /** Longest reply stored and shown, in characters; a longer one is cut there and marked. */
  maxReplyChars: env.get('CHAT_MAX_REPLY_CHARS', 4000),
}

export default chatConfig
