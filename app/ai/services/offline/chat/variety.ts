import { LRUCache } from 'lru-cache'
import type { ChatRequest } from '#ai/services/chat/chat_port'
import { hash, sentenceKey, sentencesOf } from '#ai/services/offline/chat/words'

/*
| No sentence the character said in her last ten replies is said again, and no reply opens the way
| one of them did.
*/

export const WINDOW = 10

// A conversation's last replies come back on every turn: their keys are kept, not remade.
const keysMemo = new LRUCache<string, string[]>({ max: 5000 })

function keysOf(reply: string) {
  let keys = keysMemo.get(reply)
  if (!keys) {
    keys = sentencesOf(reply).map(sentenceKey)
    keysMemo.set(reply, keys)
  }
  return keys
}

export class Variety {
  /** Each sentence key of the window → how many replies ago it was last said (1 = the last). */
  readonly #ages = new Map<string, number>()
  readonly #used = new Set<string>()
  readonly #openings = new Set<string>()
  readonly #replies = new Set<string>()

  constructor(
    private seed: number,
    history: ChatRequest['history']
  ) {
    const replies = history.filter((message) => message.role === 'assistant').slice(-WINDOW)
    replies.forEach((reply, index) => {
      const keys = keysOf(reply.content)
      for (const key of keys) this.#ages.set(key, replies.length - index)
      if (keys[0]) this.#openings.add(keys[0])
      this.#replies.add(sentenceKey(reply.content))
    })
  }

  /** How many replies ago `key` was said (Infinity: not in the window). */
  #age(key: string) {
    return this.#ages.get(key) ?? Infinity
  }

  /**
   * A sentence of `candidates` not said in the window nor in this reply; if there is none, the
   * oldest one when `required`, else nothing.
   */
  choose(slot: string, candidates: string[], required: boolean, opening = false) {
    let options = [...new Set(candidates)]
      .map((text) => ({
        text,
        key: sentenceKey(text),
        weight: hash(`${this.seed}|${slot}|${text}`),
      }))
      .filter((option) => !this.#used.has(option.key))
      .sort((a, b) => a.weight - b.weight)
    if (opening) {
      const fresh = options.filter((option) => !this.repeats(option.text))
      if (fresh.length) options = fresh
    }
    let chosen = options.find((option) => this.#age(option.key) === Infinity)
    if (!chosen && required && options.length) {
      chosen = options.reduce((oldest, option) =>
        this.#age(option.key) > this.#age(oldest.key) ? option : oldest
      )
    }
    if (chosen) this.#used.add(chosen.key)
    return chosen?.text
  }

  /** True when `reply` would open like, or be, one of the last replies. */
  repeats(reply: string) {
    const opening = sentenceKey(sentencesOf(reply)[0] ?? '')
    return this.#openings.has(opening) || this.#replies.has(sentenceKey(reply))
  }

  /** True when one of the last replies already said `sentence`. */
  said(sentence: string) {
    return this.#ages.has(sentenceKey(sentence))
  }
}
