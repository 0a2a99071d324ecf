import type { ChatLanguage, ChatPersona, ChatRequest } from '#ai/services/chat/chat_port'
import { SAMPLE_CHARACTERS, SAMPLE_SCRIPTS } from '#ai/services/offline/chat/sample_scripts'
import { composeLocalReply } from '#ai/services/offline/chat/local_reply'

/*
| The scripted conversations of sample_scripts.ts played against the local engine, and written as
| Markdown a person can read and judge (`node ace chat:sample`).
*/

export type SampleConversation = {
  language: ChatLanguage
  character: ChatPersona
  turns: Array<{ user: string; reply: string }>
}

/** Every script of each language, each with the next of `characters` in turn. */
export async function playSample(
  personaOf: (slug: string, language: ChatLanguage) => ChatPersona,
  characters: readonly string[] = SAMPLE_CHARACTERS
) {
  const conversations: SampleConversation[] = []
  for (const language of ['es', 'en'] as const) {
    for (const [index, script] of SAMPLE_SCRIPTS[language].entries()) {
      const character = personaOf(characters[index % characters.length], language)
      const history: ChatRequest['history'] = []
      const turns: SampleConversation['turns'] = []
      for (const message of script) {
        const reply = await composeLocalReply({ persona: character, language, history, message })
        turns.push({ user: message, reply })
        history.push({ role: 'user', content: message }, { role: 'assistant', content: reply })
      }
      conversations.push({ language, character, turns })
    }
  }
  return conversations
}

const HEADINGS = { es: 'Español', en: 'English' }

/** The conversations as Markdown: one section per language, one heading per conversation. */
export function sampleMarkdown(conversations: SampleConversation[]) {
  const lines = [
    '# Local chat engine: sample conversations',
    '',
    'Written by `node ace chat:sample` from app/ai/services/offline/chat/sample_scripts.ts.',
    'Each character answers as her profile says; replies are in the conversation’s language.',
  ]
  for (const language of ['es', 'en'] as const) {
    lines.push('', `## ${HEADINGS[language]}`)
    const own = conversations.filter((conversation) => conversation.language === language)
    for (const [index, { character, turns }] of own.entries()) {
      lines.push(
        '',
        `### ${language}-${index + 1}: ${character.name}`,
        '',
        `> ${character.description}`
      )
      for (const { user, reply } of turns)
        lines.push('', `**User:** ${user}  `, `**${character.name}:** ${reply}`)
    }
  }
  return lines.join('\n') + '\n'
}
