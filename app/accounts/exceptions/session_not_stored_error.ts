import { Exception } from '@adonisjs/core/exceptions'

/**
 * A session write stored nothing for a reason other than the session having
 * ended under the request (app/accounts/services/session_store.ts): a live
 * row under the id holds data this request could not read (it does not
 * verify under the id), or the row is as this request read it and the
 * write still missed it. Either is a fault to look into, never a race to
 * ignore, so it fails the request (500).
 */
export class SessionNotStoredError extends Exception {
  static status = 500
  static code = 'E_SESSION_NOT_STORED'

  constructor(reason: 'unreadable_row' | 'missed_live_row') {
    super(`The session write stored nothing (${reason})`)
  }
}
