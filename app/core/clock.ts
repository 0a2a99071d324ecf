import { DateTime, Settings } from 'luxon'

/*
| The app's one clock (docs/decisions/one-clock.md). Every read of "now" in
| app/ goes through it: JS code calls clock.now() / clock.nowMs(), SQL gets
| clock.now() as a bound parameter (`?::timestamptz`) instead of now(), and
| Luxon's DateTime.now() — hence Lucid's autoCreate/autoUpdate timestamps —
| follows it through Luxon's documented `Settings.now` hook. No global (Date,
| Date.now) is touched.
|
| Tests move it with clock.travel(ms) / clock.travelTo(date) and put it back
| with clock.reset() in their teardown. Time keeps flowing after a travel
| (an offset, not a frozen instant), so waits and timeouts still end.
| Travelling outside NODE_ENV=test throws.
*/

let offsetMs = 0

const nowMs = () => Date.now() + offsetMs

/** Refuses to move the clock outside the tests (the environment is a parameter for its own test). */
export function assertMayTravel(environment: string | undefined) {
  if (environment !== 'test') {
    throw new Error(`The clock only travels in tests (NODE_ENV=test), not in "${environment}"`)
  }
}

function moveTo(offset: number) {
  offsetMs = offset
  // Luxon reads this on every DateTime.now() (and so does Lucid's autoCreate).
  Settings.now = nowMs
}

// Installed once: DateTime.now() and clock.now() read the same function from the start.
Settings.now = nowMs

export const clock = {
  /** The current time. */
  now(): Date {
    return new Date(nowMs())
  },

  /** The current time, milliseconds since the epoch. */
  nowMs(): number {
    return nowMs()
  },

  /** The current time as a Luxon DateTime (the same as DateTime.now()). */
  dateTime(): DateTime {
    return DateTime.fromMillis(nowMs())
  },

  /** Tests only: moves the clock by `ms` (negative goes back); travels add up. */
  travel(ms: number) {
    assertMayTravel(process.env.NODE_ENV)
    moveTo(offsetMs + ms)
  },

  /** Tests only: the clock reads `date` now, and flows on from there. */
  travelTo(date: Date | DateTime) {
    assertMayTravel(process.env.NODE_ENV)
    const target = date instanceof Date ? date.getTime() : date.toMillis()
    moveTo(target - Date.now())
  },

  /** Back to the real time. */
  reset() {
    moveTo(0)
  },

  /** How far the clock has been moved, in ms (0 unless a test travelled). */
  get offsetMs() {
    return offsetMs
  },
}

export default clock
