import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/*
| wallet: the first seeded packages listed perks no package gives ("Sin
| publicidad", "Soporte prioritario 24/7", "Contenido exclusivo", "Acceso
| VIP"…). A card now says what the points buy, from the price list, and when
| they expire; the seeded phrases go. Only rows still holding the seeded
| phrases change: phrases an operator set (packages:set) stay.
*/
export const FIRST_SEEDED_PHRASES: Record<string, [string, string, string]> = {
  starter: ['Acceso completo a todos los modelos', 'Chat en tiempo real', 'Sin publicidad'],
  plus: ['Acceso completo a todos los modelos', 'Fotos de alta calidad', 'Descarga de contenido'],
  premium: [
    'Videos personalizados en HD',
    'Generación de fotos personalizadas',
    'Contenido exclusivo',
  ],
  vip: ['Acceso VIP', 'Soporte prioritario 24/7', 'Videos personalizados en HD'],
}

/** Swaps one set of phrases for another on the seeded packages that still hold the first. */
export async function swapSeededPhrases(client: QueryClientContract, toNull: boolean) {
  for (const [slug, phrases] of Object.entries(FIRST_SEEDED_PHRASES)) {
    const none = [null, null, null]
    const [from, to] = toNull ? [phrases, none] : [none, phrases]
    await client.rawQuery(
      `UPDATE packages SET phrase1 = ?, phrase2 = ?, phrase3 = ?, updated_at = now()
        WHERE slug = ? AND phrase1 IS NOT DISTINCT FROM ? AND phrase2 IS NOT DISTINCT FROM ?
          AND phrase3 IS NOT DISTINCT FROM ?`,
      [...to, slug, ...from] as (string | null)[] as string[]
    )
  }
}

export default class extends BaseSchema {
  async up() {
    this.defer((client) => swapSeededPhrases(client, true))
  }

  async down() {
    this.defer((client) => swapSeededPhrases(client, false))
  }
}
