import { test } from '@japa/runner'
import {
  initialRequestState,
  requestReducer,
  type RequestEvent,
  type RequestState,
} from '../../../inertia/components/studio/request_machine.js'

/* The request dialog's states: each answer of the server moves it one way only. */
const result = { taskId: 't1' } as never
const run = (...events: RequestEvent[]) =>
  events.reduce<RequestState>(requestReducer, initialRequestState)

test.group('Studio request dialog: its state machine', () => {
  test('a photo answered at once: sending, then the result', ({ assert }) => {
    assert.deepEqual(run({ type: 'send' }), { phase: 'sending' })
    assert.deepEqual(run({ type: 'send' }, { type: 'ready', result }), { phase: 'done', result })
  })

  test('a video: accepted, followed by its task, then ready or failed', ({ assert }) => {
    const waiting = run({ type: 'send' }, { type: 'accepted', taskId: 'v1' })
    assert.deepEqual(waiting, { phase: 'waiting', taskId: 'v1' })
    assert.deepEqual(requestReducer(waiting, { type: 'ready', result }), { phase: 'done', result })
    assert.deepEqual(requestReducer(waiting, { type: 'failed', failure: 'no' }), {
      phase: 'failed',
      failure: 'no',
    })
  })

  test('a refusal goes back to the form with its message; a new send clears it', ({ assert }) => {
    const refused = run({ type: 'send' }, { type: 'refused', error: 'empty' })
    assert.deepEqual(refused, { phase: 'form', error: 'empty', insufficient: false })
    assert.deepEqual(requestReducer(refused, { type: 'send' }), { phase: 'sending' })
  })

  test('points that do not cover it: the form under the balance dialog, dismissed', ({
    assert,
  }) => {
    const short = run({ type: 'send' }, { type: 'insufficient' })
    assert.deepEqual(short, { phase: 'form', error: null, insufficient: true })
    assert.deepEqual(requestReducer(short, { type: 'dismissInsufficient' }), {
      phase: 'form',
      error: null,
      insufficient: false,
    })
  })

  test('late answers change nothing: a result stays, a second send is ignored', ({ assert }) => {
    const done = run({ type: 'send' }, { type: 'ready', result })
    assert.strictEqual(requestReducer(done, { type: 'failed', failure: 'late' }), done)
    const sending = run({ type: 'send' })
    assert.strictEqual(requestReducer(sending, { type: 'send' }), sending)
    assert.strictEqual(requestReducer(run(), { type: 'accepted', taskId: 'x' }), run())
  })
})
