import { transcripts } from '#engagement/queries/conversation_queries'
import { clock } from '#core/clock'

type Translate = (key: string, vars?: Record<string, unknown>) => string

/** A conversation as a file the user keeps: JSON, or plain text in their language. */
export async function chatTranscript(
  userId: number,
  model: { id: number; slug: string; name: string },
  format: 'json' | 'text',
  t: Translate
) {
  const [conversation] = await transcripts(userId, model.id)
  const messages = conversation?.messages ?? []
  const exportedAt = clock.now().toISOString()
  const stamp = exportedAt.slice(0, 10)
  if (format === 'json') {
    return {
      name: `chat-${model.slug}-${stamp}.json`,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify(
        {
          character: { id: model.id, name: model.name },
          exportedAt,
          facts: conversation?.facts ?? [],
          messages: messages.map((message) => ({
            sender: message.sender,
            content: message.content,
            timestamp: message.timestamp,
          })),
        },
        null,
        2
      ),
    }
  }
  const you = String(t('chat.export.you'))
  const lines = messages.map((message) => {
    const who = message.sender === 'user' ? you : model.name
    return `[${message.timestamp.slice(0, 16).replace('T', ' ')}] ${who}: ${message.content}`
  })
  const header = String(t('chat.export.heading', { name: model.name, date: stamp }))
  return {
    name: `chat-${model.slug}-${stamp}.txt`,
    type: 'text/plain; charset=utf-8',
    body: [header, '', ...lines, ''].join('\n'),
  }
}
