/*
| The fakes' check of `safety_identifier` (OpenAI's chat, images and
| moderation calls). OpenAI takes a string of at most 128 characters that
| "uniquely identifies each user", hashed so that it identifies nobody: the
| fakes refuse a call without one, or one that is an e-mail or a raw id, so
| every adapter's call must carry the app's keyed hash.
*/

/** Why the fakes refuse this value, or null when it is a hashed identifier. */
export function safetyIdentifierRefusal(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return "Missing parameter: 'safety_identifier'."
  if (value.length > 128) return "Invalid 'safety_identifier': at most 128 characters."
  if (value.includes('@')) return "Invalid 'safety_identifier': an e-mail address, not a hash."
  if (/^(?:user|usr|u|id)?[\s:_-]*\d+$/i.test(value) || value.length < 16) {
    return "Invalid 'safety_identifier': a raw id, not a hash."
  }
  return null
}
