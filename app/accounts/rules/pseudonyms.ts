// Sign-up cannot type '#' in a username nor an '@'-less email, so the unique indexes never refuse an erase.
export function erasedUsername(userId: number) {
  return `deleted#${userId}`
}

export function erasedEmail(userId: number) {
  return `deleted#${userId}`
}

export function isReservedUsername(username: string) {
  return /^deleted[-_.]?\d+$/i.test(username.trim())
}
