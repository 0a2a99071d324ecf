import type { Data } from '@generated/data'

/*
| The photo or video request dialog as one state machine: what it shows
| follows from one state, and every answer of the server is an event.
*/
export type RequestState =
  | { phase: 'form'; error: string | null; insufficient: boolean }
  | { phase: 'sending' }
  | { phase: 'waiting'; taskId: string | null }
  | { phase: 'done'; result: Data.Studio.StudioRequest }
  | { phase: 'failed'; failure: string }

export type RequestEvent =
  /** The form was sent. */
  | { type: 'send' }
  /** Back to the form with why (empty prompt, no connection, a refusal). */
  | { type: 'refused'; error: string }
  /** The points do not cover it: the form, with the balance dialog over it. */
  | { type: 'insufficient' }
  | { type: 'dismissInsufficient' }
  /** Accepted and still running: its status is followed. */
  | { type: 'accepted'; taskId: string | null }
  | { type: 'ready'; result: Data.Studio.StudioRequest }
  | { type: 'failed'; failure: string }

export const initialRequestState: RequestState = { phase: 'form', error: null, insufficient: false }

export function requestReducer(state: RequestState, event: RequestEvent): RequestState {
  switch (event.type) {
    case 'send':
      return state.phase === 'form' ? { phase: 'sending' } : state
    case 'refused':
      return { phase: 'form', error: event.error, insufficient: false }
    case 'insufficient':
      return { phase: 'form', error: null, insufficient: true }
    case 'dismissInsufficient':
      return state.phase === 'form' ? { ...state, insufficient: false } : state
    case 'accepted':
      return state.phase === 'sending' ? { phase: 'waiting', taskId: event.taskId } : state
    case 'ready':
      return state.phase === 'done' ? state : { phase: 'done', result: event.result }
    case 'failed':
      return state.phase === 'done' ? state : { phase: 'failed', failure: event.failure }
  }
}
