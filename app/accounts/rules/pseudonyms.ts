/**
 * What an erased account is renamed to. '#' and '@'-less addresses cannot
 * be typed into sign-up (usernames allow letters, digits, '_', '.', '-';
 * emails must be addresses), so no account can hold these values before the
 * erase and the unique indexes cannot refuse it.
 */
export function erasedUsername(userId: number) {
  return `deleted#${userId}`
}

export function erasedEmail(userId: number) {
  return `deleted#${userId}`
}

/** "deleted-12", "Deleted_12", "deleted12": names that would pass for an erased account. */
export function isReservedUsername(username: string) {
  return /^deleted[-_.]?\d+$/i.test(username.trim())
}
