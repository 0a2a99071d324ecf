import { DateTime, Settings } from 'luxon'

// The app's one clock (docs/decisions/0031-one-clock.md): an offset, not a frozen instant,
// so waits and timeouts still end after a test travels. No global (Date) is touched.

let offsetMs = 0

const nowMs = () => Date.now() + offsetMs

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

Settings.now = nowMs

export const clock = {
  now(): Date {
    return new Date(nowMs())
  },

  nowMs(): number {
    return nowMs()
  },

  dateTime(): DateTime {
    return DateTime.fromMillis(nowMs())
  },

  travel(ms: number) {
    assertMayTravel(process.env.NODE_ENV)
    moveTo(offsetMs + ms)
  },

  travelTo(date: Date | DateTime) {
    assertMayTravel(process.env.NODE_ENV)
    const target = date instanceof Date ? date.getTime() : date.toMillis()
    moveTo(target - Date.now())
  },

  reset() {
    moveTo(0)
  },

  get offsetMs() {
    return offsetMs
  },
}

export default clock
