import { AccountError } from '#accounts/exceptions/account_error'

/*
| Email verification with 6-digit codes (product.md §2, §9): a code lives
| 15 minutes (CODE_TTL_MINUTES, in the mail), allows 5 tries, and a new one
| can be asked for every 60 s. Verifying grants the welcome bonus once.
*/

export const RESEND_COOLDOWN_SECONDS = 60
export const MAX_CODE_ATTEMPTS = 5
export const WELCOME_BONUS = 20

/**
 * The answer to the n-th wrong code: the 5th and later say the code is dead
 * (E_CODE_USED_UP: the page then waits with the resend button's countdown).
 */
export const wrongCode = (tries: number) =>
  tries >= MAX_CODE_ATTEMPTS
    ? new AccountError('auth.verify.errors.tooManyWrongCodes', { code: 'E_CODE_USED_UP' })
    : new AccountError('auth.verify.errors.invalidCode', { code: 'E_INVALID_CODE' })
