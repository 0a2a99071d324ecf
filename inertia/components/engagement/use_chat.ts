import { useCallback, useEffect, useReducer, useRef } from 'react'
import { api } from '~/lib/api'
import { postEventStream } from '~/lib/event_stream'
import type { Data } from '@generated/data'
import { useReplyVariants } from '~/components/engagement/use_reply_variants'
import { chatReducer, initialChatState } from '~/components/engagement/chat_machine'

export type { ChatProblem } from '~/components/engagement/chat_machine'

type Options = {
  modelId: number
  initial: Data.Engagement.ChatState
  /** The header balance: moved at once (optimistic), then set from the server's answer. */
  onBalance: (balance: number) => void
  /** The balance cannot cover `cost` (the recharge dialog says so). */
  onInsufficient: (cost: number) => void
  /** A saved turn's message told something about the user: facts are being pinned. */
  onRemembering: () => void
  fallbackError: string
  connectionError: string
}

type SendBody = { message?: string; regenerateOf?: number; clientKey: string }

const newKey = () =>
  (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '')

/**
 * The chat's client state: the history, the reply being streamed, variants of regenerated replies,
 * stop and retry. Every send carries a fresh key, so a double click or a network retry of the same
 * send is charged once.
 */
export function useChat(options: Options) {
  const [state, dispatch] = useReducer(chatReducer, options.initial, initialChatState)
  const { messages, busy } = state
  const { variants, chosen, choose, flip } = useReplyVariants(messages)
  const partial = useRef('')
  const abort = useRef<AbortController | null>(null)
  const balance = useRef(options.initial.balance)
  // A message's price (and another reply's): the server's list, then what each turn held.
  const costRef = useRef(options.initial.cost)
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  const runRef = useRef<(body: SendBody, temp?: Data.Engagement.ChatMessage) => Promise<boolean>>(
    async () => false
  )

  const setBalance = (value: number) => {
    balance.current = value
    optionsRef.current.onBalance(value)
  }

  const resync = useCallback(async () => {
    const saved = await api('chat.messages', {
      params: { id: optionsRef.current.modelId },
    }).catch(() => null)
    if (!saved) return
    dispatch({ type: 'resynced', messages: saved.conversation.messages })
    setBalance(saved.balance)
  }, [])

  const run = useCallback(
    async (body: SendBody, temp?: Data.Engagement.ChatMessage) => {
      const opts = optionsRef.current
      const cost = costRef.current
      if (balance.current < cost) {
        opts.onInsufficient(cost)
        return false
      }
      let replyTo: number | null = body.regenerateOf ?? null
      dispatch({ type: 'begin', replyTo, temp })
      const before = balance.current
      setBalance(before - cost)
      const controller = new AbortController()
      abort.current = controller
      partial.current = ''
      // A message the server took is answered again (regenerate), never sent twice.
      const retry = () =>
        void runRef.current(
          replyTo === null
            ? { ...body, clientKey: newKey() }
            : { regenerateOf: replyTo, clientKey: newKey() }
        )
      const turnFailed = () => dispatch({ type: 'turnFailed', replyTo })
      const problem = (message: string, status: number, again?: () => void) =>
        dispatch({ type: 'problem', problem: { message, status, retry: again } })
      try {
        const answer = await postEventStream(
          'chat.stream',
          { params: { id: opts.modelId }, body, signal: controller.signal },
          ({ event, data }) => {
            if (event === 'start') {
              const start = data as Data.Engagement.ChatStreamStart
              replyTo = start.userMessage.id
              setBalance(start.balance)
              costRef.current = start.cost
              dispatch({
                type: 'started',
                userMessage: start.userMessage,
                tempId: temp?.id,
                cost: start.cost,
              })
            } else if (event === 'delta') {
              partial.current += data.text
              dispatch({ type: 'delta', text: data.text })
            } else if (event === 'done') {
              const done = data as Data.Engagement.ChatStreamDone
              const reply = done.reply
              setBalance(done.balance)
              dispatch({ type: 'replied', reply })
              if (reply.replyToId) choose(reply.replyToId, reply.id)
              if (done.remembering) opts.onRemembering()
            } else if (event === 'error') {
              if (typeof data.balance === 'number') setBalance(data.balance)
              else setBalance(before)
              // Not answered: it stays in the chat, marked, and never reaches the next prompt.
              turnFailed()
              if (data.status !== 499) problem(data.message, data.status, retry)
            }
          }
        )
        if (!answer.streamed) {
          setBalance(before)
          if (temp) dispatch({ type: 'withdrawn', tempId: temp.id })
          if (answer.status === 402) opts.onInsufficient(answer.data?.cost ?? cost)
          else {
            const again = answer.status >= 500 || answer.status === 429 ? retry : undefined
            problem(answer.data?.message ?? opts.fallbackError, answer.status, again)
          }
          return false
        }
        return true
      } catch {
        if (controller.signal.aborted) {
          // Stopped by the user: the server gives the points back; show them back now,
          // then take the server's word (a reply that finished first was saved and charged).
          setBalance(before)
          setTimeout(() => void resync(), 800)
          if (replyTo === null) return false
          // The server took the message: what was said stays visible, marked stopped, and
          // the text does not go back to the input box (Enter would send it twice).
          if (partial.current) {
            dispatch({ type: 'stoppedSaid', replyTo, text: partial.current })
          }
          turnFailed()
          return true
        }
        setBalance(before)
        turnFailed()
        problem(opts.connectionError, 0, retry)
        return false
      } finally {
        abort.current = null
        dispatch({ type: 'ended' })
      }
    },
    [resync, choose]
  )

  useEffect(() => {
    runRef.current = run
  }, [run])

  const send = useCallback(
    async (text: string) => {
      const message = text.trim()
      if (!message || busy) return false
      const temp: Data.Engagement.ChatMessage = {
        id: -Date.now(),
        sender: 'user',
        content: message,
        timestamp: new Date().toISOString(),
        status: 'complete',
        replyToId: null,
        languageNotice: false,
        truncated: false,
      }
      return run({ message, clientKey: newKey() }, temp)
    },
    [busy, run]
  )

  const regenerate = useCallback(
    (userMessageId: number) =>
      busy ? undefined : void run({ regenerateOf: userMessageId, clientKey: newKey() }),
    [busy, run]
  )

  const stop = useCallback(() => abort.current?.abort(), [])

  return {
    cost: state.price,
    messages,
    clear: () => dispatch({ type: 'cleared' }),
    streaming: state.streaming,
    busy,
    problem: state.problem,
    dismissProblem: () => dispatch({ type: 'problem', problem: null }),
    notice: state.notice,
    variants,
    chosen,
    send,
    regenerate,
    stop,
    stopped: state.stopped,
    flip,
  }
}
