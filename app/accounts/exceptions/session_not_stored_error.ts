import { Exception } from '@adonisjs/core/exceptions'

// A fault to look into, never a race to ignore: a session that ended under the request is dropped, not thrown.
export class SessionNotStoredError extends Exception {
  static status = 500
  static code = 'E_SESSION_NOT_STORED'

  constructor(reason: 'unreadable_row' | 'missed_live_row') {
    super(`The session write stored nothing (${reason})`)
  }
}
