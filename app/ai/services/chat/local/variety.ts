import type { ChatRequest } from '#ai/services/chat/chat_port'
import { hash, sentenceKey, sentencesOf } from '#ai/services/chat/local/words'

/*
| No sentence the character said in her last ten replies is said again,
| and no reply opens the way one of them did. Candidates are tried in an
| order drawn from the seed (so one input always gives one reply, and a
| test can reproduce it); when a bank is used up, the line said longest
| ago comes back rather than the newest.
*/

export const WINDOW = 10

export class Variety {
  readonly #recent: string[][]
  readonly #used = new Set<string>()
  readonly #openings: Set<string>
  readonly #replies: Set<string>

  constructor(
    private seed: number,
    history: ChatRequest['history']
  ) {
    const replies = history.filter((message) => message.role === 'assistant').slice(-WINDOW)
    this.#recent = replies.map((reply) => sentencesOf(reply.content).map(sentenceKey))
    this.#openings = new Set(this.#recent.map((sentences) => sentences[0]).filter(Boolean))
    this.#replies = new Set(replies.map((reply) => sentenceKey(reply.content)))
  }

  /** How many replies ago `key` was said (Infinity: not in the window). */
  #age(key: string) {
    for (let i = this.#recent.length - 1; i >= 0; i--) {
      if (this.#recent[i].includes(key)) return this.#recent.length - i
    }
    return Infinity
  }

  /** Candidates in the seed's order. */
  #ordered(slot: string, candidates: string[]) {
    const weight = (text: string) => hash(`${this.seed}|${slot}|${text}`)
    return [...new Set(candidates)].sort((a, b) => weight(a) - weight(b))
  }

  /**
   * A sentence of `candidates` not said in the window nor in this reply; if
   * there is none, the oldest one when `required`, else nothing. For the
   * reply's first sentence (`opening`), one that opened a recent reply is
   * the last resort.
   */
  choose(slot: string, candidates: string[], required: boolean, opening = false) {
    let ordered = this.#ordered(slot, candidates).filter(
      (text) => !this.#used.has(sentenceKey(text))
    )
    if (opening) {
      const fresh = ordered.filter((text) => !this.repeats(text))
      if (fresh.length) ordered = fresh
    }
    let chosen = ordered.find((text) => this.#age(sentenceKey(text)) === Infinity)
    if (!chosen && required && ordered.length) {
      chosen = ordered.reduce((oldest, text) =>
        this.#age(sentenceKey(text)) > this.#age(sentenceKey(oldest)) ? text : oldest
      )
    }
    if (chosen) this.#used.add(sentenceKey(chosen))
    return chosen
  }

  /** True when `reply` would open like, or be, one of the last replies. */
  repeats(reply: string) {
    const opening = sentenceKey(sentencesOf(reply)[0] ?? '')
    return this.#openings.has(opening) || this.#replies.has(sentenceKey(reply))
  }

  /** True when one of the last replies already said `sentence`. */
  said(sentence: string) {
    return this.#age(sentenceKey(sentence)) !== Infinity
  }
}
