import type { ChatLanguage } from '#ai/services/chat/chat_port'

/*
| Which language a user's message is in, by eld (an n-gram language detector, its smallest
| database, narrowed to Spanish and English). Loaded on the first local reply rather than at boot,
| so a server on another chat driver never pays for it
| (docs/decisions/0033-local-chat-engine.md).
*/

type Detector = {
  detect(text: string): { language: string; isReliable(): boolean }
}

let detector: Detector | undefined
let loading: Promise<Detector> | undefined

/** Loads the detector once per process (later calls wait for the same load). */
export async function loadLanguageDetector(): Promise<void> {
  loading ??= import('eld/extrasmall').then(({ eld }) => {
    eld.setLanguageSubset(['es', 'en'])
    detector = eld
    return eld
  })
  await loading
}

/** The language eld reliably reads in `text`, or undefined (too short, a name, emoji, a mix). */
export function detectedLanguage(text: string): ChatLanguage | undefined {
  if (!detector) throw new Error('loadLanguageDetector() must finish before detectedLanguage()')
  const result = detector.detect(text)
  if (!result.isReliable()) return undefined
  return result.language === 'es' || result.language === 'en' ? result.language : undefined
}

/** The message's language when it is clear, else `fallback` (the conversation's). */
export function messageLanguage(text: string, fallback: ChatLanguage): ChatLanguage {
  return detectedLanguage(text) ?? fallback
}

/** True unless `text` is clearly in the other language (a name or "ok" fits either). */
export function fitsLanguage(text: string, language: ChatLanguage) {
  const detected = detectedLanguage(text)
  return detected === undefined || detected === language
}
