import { Exception } from '@adonisjs/core/exceptions'

/** A post whose CSRF token is missing or no longer the session's. */
export class StaleFormError extends Exception {
  static status = 403
  static code = 'E_BAD_CSRF_TOKEN'
  static message = 'Invalid or expired CSRF token'
}
