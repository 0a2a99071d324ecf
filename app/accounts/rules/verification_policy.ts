import { AccountError } from '#accounts/exceptions/account_error'

export const RESEND_COOLDOWN_SECONDS = 60
export const MAX_CODE_ATTEMPTS = 5
export const WELCOME_BONUS = 20

// From the 5th wrong code on the code is dead (E_CODE_USED_UP): the page waits for the resend countdown.
export const wrongCode = (tries: number) =>
  tries >= MAX_CODE_ATTEMPTS
    ? new AccountError('auth.verify.errors.tooManyWrongCodes', { code: 'E_CODE_USED_UP' })
    : new AccountError('auth.verify.errors.invalidCode', { code: 'E_INVALID_CODE' })
