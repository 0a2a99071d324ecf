/** Shapes of app/engagement's chat answers (JSON of /models/:id/chat/*). */
export type ChatMessage = {
  id: number
  sender: 'user' | 'model'
  content: string
  timestamp: string
  status: 'pending' | 'complete' | 'failed'
  replyToId: number | null
  languageNotice: boolean
}

export type ChatFact = { id: number; content: string; source: 'user' | 'chat' }

export type ChatConversation = { messages: ChatMessage[]; facts: ChatFact[]; hasEarlier: boolean }

export type ChatState = {
  conversation: ChatConversation
  cost: number
  balance: number
  engine: { local: boolean }
}
