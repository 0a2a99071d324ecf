import type { ChatLanguage, ChatPersona } from '#ai/services/chat/chat_port'
import { DEMO_CATEGORIES } from '#catalog/demo/data/demo_categories'
import { DEMO_MODELS } from '#catalog/demo/data/demo_models'
import { demoPersona } from '#catalog/demo/demo_personas'
import { describe } from '#catalog/demo/demo_text'

// Without a database, for `chat:sample` and the local engine's tests: demo_plan.ts would
// load the moderation service (and with it the app).

export const DEMO_SLUGS = DEMO_MODELS.map((row) => row[0])

export function demoChatPersona(slug: string, language: ChatLanguage): ChatPersona {
  const index = DEMO_MODELS.findIndex((row) => row[0] === slug)
  if (index < 0) throw new Error(`No demo character "${slug}"`)
  const row = DEMO_MODELS[index]
  const category = DEMO_CATEGORIES.find((item) => item.slug === row[4])
  if (!category) throw new Error(`No demo category "${row[4]}"`)
  // Its place among the characters of its category picks its category line (as seeding does).
  const position = DEMO_MODELS.slice(0, index).filter((other) => other[4] === row[4]).length
  const persona = demoPersona(row)
  const en = language === 'en'
  return {
    name: row[1],
    age: row[3],
    description: describe(row, category, position)[language],
    category: category.name[language],
    voice: en ? persona.voiceEn : persona.voiceEs,
    traits: en ? persona.traitsEn : persona.traitsEs,
    interests: en ? persona.interestsEn : persona.interestsEs,
  }
}
