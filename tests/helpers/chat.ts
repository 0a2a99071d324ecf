import type { ChatLanguage, ChatPersona, ChatPort, ChatRequest } from '#ai/services/chat/chat_port'

/** A persona in each language, as the catalog's chatProfile() gives them. */
export const PERSONAS: Record<ChatLanguage, ChatPersona> = {
  es: {
    name: 'Lucía',
    age: 27,
    description: 'Lucía tiene 27 años, trabaja como florista y vive en Sevilla.',
    category: 'Almas románticas',
    voice: 'cálida, tranquila y con un punto de ironía',
    traits: ['cariñosa', 'soñadora', 'observadora'],
    interests: ['las cartas escritas a mano', 'los atardeceres junto al río', 'la poesía'],
  },
  en: {
    name: 'Lucía',
    age: 27,
    description: 'Lucía is a 27-year-old florist who lives in Seville.',
    category: 'Romantic souls',
    voice: 'warm, calm, with a touch of irony',
    traits: ['affectionate', 'dreamy', 'observant'],
    interests: ['handwritten letters', 'sunsets by the river', 'poetry'],
  },
}

export function chatRequest(language: ChatLanguage, overrides: Partial<ChatRequest> = {}) {
  return { persona: PERSONAS[language], language, history: [], message: 'hola', ...overrides }
}

/** The whole reply of one stream, and how it ended (the stream's return value). */
export async function collect(port: ChatPort, request: ChatRequest, signal?: AbortSignal) {
  const deltas: string[] = []
  const stream = port.stream(request, signal ?? new AbortController().signal)
  while (true) {
    const next = await stream.next()
    if (next.done) return { text: deltas.join(''), deltas, finish: next.value }
    deltas.push(next.value)
  }
}
