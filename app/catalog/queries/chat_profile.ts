import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { preparedQuery } from '#core/db/prepared_statement'
import type { Locale } from '#core/i18n/locales'
import type { ChatProfile } from '#catalog/types/catalog'

const NEUTRAL = {
  en: {
    voice: 'friendly, curious and attentive',
    traits: ['kind', 'cheerful'],
    interests: ['good conversations', 'travel'],
  },
  es: {
    voice: 'cercana, curiosa y atenta',
    traits: ['amable', 'alegre'],
    interests: ['las buenas conversaciones', 'los viajes'],
  },
}

const GREETING = {
  en: (name: string) => `Hi, I'm ${name}. How are you today?`,
  es: (name: string) => `Hola, soy ${name}. ¿Qué tal estás hoy?`,
}

const PROFILE_OF = (locale: Locale) => `
  SELECT m.id, m.age, m.name_${locale} AS name, m.description_${locale} AS description,
    c.name_${locale} AS category_name, p.voice_${locale} AS voice, p.traits_${locale} AS traits,
    p.interests_${locale} AS interests, p.greeting_${locale} AS greeting
  FROM models m JOIN categories c ON c.id = m.category_id
  LEFT JOIN model_personas p ON p.model_id = m.id
  WHERE m.id = ?`
const PROFILE = { en: PROFILE_OF('en'), es: PROFILE_OF('es') }

export type ChatProfileRow = {
  id: number
  age: number
  name: string
  description: string
  category_name: string
  voice: string | null
  traits: string[] | null
  interests: string[] | null
  greeting: string | null
}

// `client`: the caller's transaction (a chat turn reads the character with its message).
export async function chatProfile(
  modelId: number,
  locale: Locale,
  options: { client?: QueryClientContract } = {}
): Promise<ChatProfile | null> {
  if (!Number.isSafeInteger(modelId) || modelId < 1) return null
  // Prepared (one text per language): read on every chat turn, planned in longer than it runs.
  const result = await preparedQuery(
    `catalog_chat_profile_${locale}`,
    PROFILE[locale],
    [modelId],
    options.client
  )
  return chatProfileOf(result.rows[0] ?? null, locale)
}

export function chatProfileOf(row: ChatProfileRow | null, locale: Locale): ChatProfile | null {
  if (!row) return null
  const neutral = NEUTRAL[locale]
  const hasPersona = row.voice !== null
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    description: row.description,
    categoryName: row.category_name,
    persona: {
      name: row.name,
      age: row.age,
      description: row.description,
      category: row.category_name,
      voice: hasPersona ? row.voice! : neutral.voice,
      traits: hasPersona ? row.traits! : neutral.traits,
      interests: hasPersona ? row.interests! : neutral.interests,
      greeting: hasPersona ? row.greeting! : GREETING[locale](row.name),
    },
  }
}
