import { useCallback, useEffect, useRef, useState } from 'react'
import { apiGet } from '~/lib/api'
import { postEventStream } from '~/lib/event_stream'
import { csrfHeaders } from '~/lib/csrf'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { useReplyVariants } from '~/components/engagement/use_reply_variants'

export type ChatProblem = { message: string; status: number; retry?: () => void }

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
 * The chat's client state: the history, the reply being streamed, variants
 * of regenerated replies, stop and retry. Every send carries a fresh key, so
 * a double click or a network retry of the same send is charged once.
 */
export function useChat(options: Options) {
  const [messages, setMessages] = useState<Data.Engagement.ChatMessage[]>(
    options.initial.conversation.messages
  )
  const { variants, chosen, choose, flip } = useReplyVariants(messages)
  const [streaming, setStreaming] = useState<{ replyTo: number | null; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<ChatProblem | null>(null)
  const [notice, setNotice] = useState(false)
  // What a stopped reply had said, by the user's message (kept on screen; never saved or charged).
  const [stopped, setStopped] = useState<Record<number, string>>({})
  const partial = useRef('')
  const abort = useRef<AbortController | null>(null)
  const balance = useRef(options.initial.balance)
  // A message's price (and another reply's): the server's list, then what each turn held.
  const [price, setPrice] = useState(options.initial.cost)
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
    const state = await apiGet<Data.Engagement.ChatState>(
      urlFor('chat.messages', { id: optionsRef.current.modelId })
    ).catch(() => null)
    if (!state) return
    setMessages(state.conversation.messages)
    setBalance(state.balance)
  }, [])

  const run = useCallback(
    async (body: SendBody, temp?: Data.Engagement.ChatMessage) => {
      const opts = optionsRef.current
      const cost = costRef.current
      if (balance.current < cost) {
        opts.onInsufficient(cost)
        return false
      }
      setBusy(true)
      setProblem(null)
      setNotice(false)
      if (temp) setMessages((list) => [...list, temp])
      const before = balance.current
      setBalance(before - cost)
      const controller = new AbortController()
      abort.current = controller
      let replyTo: number | null = body.regenerateOf ?? null
      setStreaming({ replyTo, text: '' })
      partial.current = ''
      // A message the server took is answered again (regenerate), never sent twice.
      const retry = () =>
        void runRef.current(
          replyTo === null
            ? { ...body, clientKey: newKey() }
            : { regenerateOf: replyTo, clientKey: newKey() }
        )
      // The message's turn: answered, or failed unless an earlier reply answered it.
      const markAsked = (status: 'complete' | 'failed') =>
        setMessages((list) => {
          const answered = list.some((m) => m.sender === 'model' && m.replyToId === replyTo)
          return list.map((m) =>
            m.id === replyTo && !(status === 'failed' && answered) ? { ...m, status } : m
          )
        })
      try {
        const answer = await postEventStream(
          urlFor('chat.stream', { id: opts.modelId }),
          body,
          ({ event, data }) => {
            if (event === 'start') {
              const start = data as Data.Engagement.ChatStreamStart
              replyTo = start.userMessage.id
              setBalance(start.balance)
              costRef.current = start.cost
              setPrice(start.cost)
              if (temp) {
                setMessages((list) => list.map((m) => (m.id === temp.id ? start.userMessage : m)))
              }
              setStreaming({ replyTo, text: '' })
            } else if (event === 'delta') {
              partial.current += data.text
              setStreaming((current) => current && { ...current, text: current.text + data.text })
            } else if (event === 'done') {
              const done = data as Data.Engagement.ChatStreamDone
              const reply = done.reply
              setBalance(done.balance)
              setMessages((list) => (list.some((m) => m.id === reply.id) ? list : [...list, reply]))
              markAsked('complete')
              const answered = reply.replyToId
              if (answered) choose(answered, reply.id)
              setNotice(reply.languageNotice)
              if (done.remembering) opts.onRemembering()
            } else if (event === 'error') {
              if (typeof data.balance === 'number') setBalance(data.balance)
              else setBalance(before)
              // Not answered: it stays in the chat, marked, and never reaches the next prompt.
              markAsked('failed')
              if (data.status !== 499)
                setProblem({ message: data.message, status: data.status, retry })
            }
          },
          controller.signal,
          await csrfHeaders()
        )
        if (!answer.streamed) {
          setBalance(before)
          if (temp) setMessages((list) => list.filter((m) => m.id !== temp.id))
          if (answer.status === 402) opts.onInsufficient(answer.data?.cost ?? cost)
          else {
            setProblem({
              message: answer.data?.message ?? opts.fallbackError,
              status: answer.status,
              retry: answer.status >= 500 || answer.status === 429 ? retry : undefined,
            })
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
          const said = partial.current
          const asked = replyTo
          if (said) setStopped((map) => ({ ...map, [asked]: said }))
          markAsked('failed')
          return true
        }
        setBalance(before)
        markAsked('failed')
        setProblem({ message: opts.connectionError, status: 0, retry })
        return false
      } finally {
        abort.current = null
        setStreaming(null)
        setBusy(false)
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
    cost: price,
    messages,
    setMessages,
    streaming,
    busy,
    problem,
    dismissProblem: () => setProblem(null),
    notice,
    variants,
    chosen,
    send,
    regenerate,
    stop,
    stopped,
    flip,
  }
}
