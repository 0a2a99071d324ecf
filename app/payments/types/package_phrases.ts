// Package phrases are stored in Spanish; a phrase outside this list is shown as stored.
const PHRASES_EN: Record<string, string> = {
  'Acceso completo a todos los modelos': 'Full access to all models',
  'Chat con IA ilimitado': 'Unlimited AI chat',
  'Generación de fotos personalizadas': 'Custom photo generation',
  'Videos personalizados en HD': 'HD custom videos',
  'Soporte prioritario 24/7': '24/7 priority support',
  'Sin límites de uso': 'No usage limits',
  'Contenido exclusivo': 'Exclusive content',
  'Descarga de contenido': 'Content download',
  'Acceso premium': 'Premium access',
  'Modelos verificados': 'Verified models',
  'Chat en tiempo real': 'Real-time chat',
  'Fotos de alta calidad': 'High quality photos',
  'Videos en 4K': '4K videos',
  'Sin publicidad': 'No advertising',
  'Acceso VIP': 'VIP access',
}

export const KNOWN_PHRASES = Object.keys(PHRASES_EN)

// Stored phrases write "Videos"; the rest of the Spanish interface writes "vídeo".
function houseSpanish(phrase: string) {
  return phrase.replace(/\b([Vv])ideo(s?)\b/g, '$1ídeo$2')
}

export function translatePhrase(phrase: string, locale: string) {
  if (locale === 'es') return houseSpanish(phrase)
  return PHRASES_EN[phrase.trim()] ?? phrase
}
