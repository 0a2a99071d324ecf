import type { ModerationRefusal, ModerationVerdict } from '#ai/services/moderation/moderation_types'

/** Characters of a reply read by each check (a phrase and its surroundings). */
const WINDOW = 600
/**
 * Characters held back from the reader until more text follows: what is shown
 * has been checked with its next words too ("a minor" vs "a minor detail"),
 * and a refused phrase split across deltas never shows its first half.
 */
const HOLD = 48
/**
 * New characters between two checks once the first words are out: a check reads the whole window,
 * so checking every delta (a word, from most providers) read a 300-character reply some 50 times (a
 * quarter of a chat turn's CPU in the chat bench).
 */
const STEP = 24

export type GuardStep = { allowed: true; release: string } | ModerationRefusal

/**
 * A streamed reply, checked as it is written: `push` each delta and show what it releases; a
 * refusal cuts the reply there.
 */
export class StreamGuard {
  #text = ''
  #released = 0
  #checked = 0

  constructor(private check: (text: string) => ModerationVerdict) {}

  get text() {
    return this.#text
  }

  push(delta: string): GuardStep {
    this.#text += delta
    // Until the first words are shown, every delta that could show some is checked (the reader waits).
    const first = this.#released === 0 && this.#text.length > HOLD
    const due = first || this.#text.length - this.#checked >= STEP
    if (!due) return { allowed: true, release: '' }
    const verdict = this.check(this.#text.slice(-WINDOW))
    if (!verdict.allowed) return verdict
    this.#checked = this.#text.length
    let until = this.#text.length - HOLD
    if (until <= this.#released) return { allowed: true, release: '' }
    // Release up to a word's end, so a word is never shown in two halves.
    const space = this.#text.lastIndexOf(' ', until)
    if (space > this.#released) until = space
    const release = this.#text.slice(this.#released, until)
    this.#released = until
    return { allowed: true, release }
  }

  finish(): GuardStep {
    // The whole reply, unless the last check read exactly that.
    const read = this.#checked === this.#text.length && this.#text.length <= WINDOW
    const verdict = read ? ({ allowed: true } as const) : this.check(this.#text)
    if (!verdict.allowed) return verdict
    const release = this.#text.slice(this.#released)
    this.#released = this.#text.length
    return { allowed: true, release }
  }
}
