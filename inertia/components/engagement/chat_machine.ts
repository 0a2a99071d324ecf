import type { Data } from '@generated/data'

type Message = Data.Engagement.ChatMessage

export type ChatProblem = { message: string; status: number; retry?: () => void }

/*
| The chat's client state as one reducer: the history, the reply being streamed, whether a turn
| runs, the problem shown, the language notice, what stopped replies had said and the price of the
| next turn.
*/
export type ChatState = {
  messages: Message[]
  streaming: { replyTo: number | null; text: string } | null
  busy: boolean
  problem: ChatProblem | null
  notice: boolean
  /** What a stopped reply had said, by the user's message (kept on screen; never saved or charged). */
  stopped: Record<number, string>
  price: number
}

export type ChatEvent =
  | { type: 'begin'; replyTo: number | null; temp?: Message }
  | { type: 'started'; userMessage: Message; tempId?: number; cost: number }
  | { type: 'delta'; text: string }
  | { type: 'replied'; reply: Message }
  /** The message's turn failed, unless an earlier reply answered it. */
  | { type: 'turnFailed'; replyTo: number | null }
  | { type: 'stoppedSaid'; replyTo: number; text: string }
  /** A send the server never took: its message leaves the list. */
  | { type: 'withdrawn'; tempId: number }
  | { type: 'problem'; problem: ChatProblem | null }
  | { type: 'ended' }
  | { type: 'resynced'; messages: Message[] }
  | { type: 'cleared' }

export function initialChatState(initial: Data.Engagement.ChatState): ChatState {
  return {
    messages: initial.conversation.messages,
    streaming: null,
    busy: false,
    problem: null,
    notice: false,
    stopped: {},
    price: initial.cost,
  }
}

function markAsked(messages: Message[], replyTo: number | null, status: 'complete' | 'failed') {
  const answered = messages.some((m) => m.sender === 'model' && m.replyToId === replyTo)
  return messages.map((m) =>
    m.id === replyTo && !(status === 'failed' && answered) ? { ...m, status } : m
  )
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'begin':
      return {
        ...state,
        busy: true,
        problem: null,
        notice: false,
        messages: event.temp ? [...state.messages, event.temp] : state.messages,
        streaming: { replyTo: event.replyTo, text: '' },
      }
    case 'started': {
      const { userMessage, tempId } = event
      return {
        ...state,
        price: event.cost,
        messages: tempId
          ? state.messages.map((m) => (m.id === tempId ? userMessage : m))
          : state.messages,
        streaming: { replyTo: userMessage.id, text: '' },
      }
    }
    case 'delta':
      return state.streaming
        ? { ...state, streaming: { ...state.streaming, text: state.streaming.text + event.text } }
        : state
    case 'replied': {
      const { reply } = event
      const listed = state.messages.some((m) => m.id === reply.id)
      const messages = listed ? state.messages : [...state.messages, reply]
      return {
        ...state,
        messages: markAsked(messages, reply.replyToId, 'complete'),
        notice: reply.languageNotice,
      }
    }
    case 'turnFailed':
      return { ...state, messages: markAsked(state.messages, event.replyTo, 'failed') }
    case 'stoppedSaid':
      return { ...state, stopped: { ...state.stopped, [event.replyTo]: event.text } }
    case 'withdrawn':
      return { ...state, messages: state.messages.filter((m) => m.id !== event.tempId) }
    case 'problem':
      return { ...state, problem: event.problem }
    case 'ended':
      return { ...state, streaming: null, busy: false }
    case 'resynced':
      return { ...state, messages: event.messages }
    case 'cleared':
      return { ...state, messages: [], stopped: {} }
  }
}
