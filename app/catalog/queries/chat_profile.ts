import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import type { ChatProfile } from '#catalog/types/catalog'

/** For a model without a persona row (an imported one): neutral, invariable words. */
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

/**
 * Who a character is in chat, in one language: what the chat port's
 * persona needs plus the greeting the chat opens with. Null for an
 * unknown model.
 */
export async function chatProfile(modelId: number, locale: Locale): Promise<ChatProfile | null> {
  // Lucid hands bigint ids over as strings at run time, whatever the type says.
  const id = Number(modelId)
  if (!Number.isSafeInteger(id) || id < 1) return null
  const row = await db
    .from('models as m')
    .join('categories as c', 'c.id', 'm.category_id')
    .leftJoin('model_personas as p', 'p.model_id', 'm.id')
    .where('m.id', id)
    .select(
      'm.id',
      'm.age',
      `m.name_${locale} as name`,
      `m.description_${locale} as description`,
      `c.name_${locale} as category_name`,
      `p.voice_${locale} as voice`,
      `p.traits_${locale} as traits`,
      `p.interests_${locale} as interests`,
      `p.greeting_${locale} as greeting`
    )
    .first()
  if (!row) return null
  const neutral = NEUTRAL[locale]
  const hasPersona = row.voice !== null
  return {
    id: Number(row.id),
    name: row.name,
    age: row.age,
    description: row.description,
    categoryName: row.category_name,
    persona: {
      name: row.name,
      age: row.age,
      description: row.description,
      category: row.category_name,
      voice: hasPersona ? row.voice : neutral.voice,
      traits: hasPersona ? row.traits : neutral.traits,
      interests: hasPersona ? row.interests : neutral.interests,
      greeting: hasPersona ? row.greeting : GREETING[locale](row.name),
    },
  }
}
