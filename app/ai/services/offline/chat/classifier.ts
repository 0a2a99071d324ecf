import { createRequire } from 'node:module'
import { LRUCache } from 'lru-cache'
import type { ChatLanguage } from '#ai/services/chat/chat_port'
import { CORPUS_EN } from '#ai/services/offline/chat/corpus_en'
import { CORPUS_ES } from '#ai/services/offline/chat/corpus_es'

/*
| What a message is about, by nlp.js's neural intent classifier (its Spanish and English stemmers
| and tokenizers): moods (a loss, bad news, good news, nerves) and questions about the character,
| learnt from the corpora beside this file, so wordings nobody listed are still understood. Trained
| on the first local reply (a fraction of a second), never at boot: a server on another chat driver
| never loads it.
*/

export type Intent =
  | 'mood.grief'
  | 'mood.bad'
  | 'mood.good'
  | 'mood.nervous'
  | 'ask.age'
  | 'ask.job'
  | 'ask.city'
  | 'ask.hobby'
  | 'ask.music'
  | 'ask.pets'
  | 'ask.about'
  | 'ask.story'
  | 'ask.howAreYou'

export type Classified = { intent?: Intent; score: number }

type Processor = {
  process(locale: string, text: string): Promise<{ intent: string; score: number }>
}

// Below this the classifier is guessing: the message counts as plain talk.
const CONFIDENT = 0.7

let processor: Processor | undefined
let training: Promise<Processor> | undefined
const memo = new LRUCache<string, Classified>({ max: 5000 })

async function train(): Promise<Processor> {
  // nlp.js ships CommonJS only.
  const require = createRequire(import.meta.url)
  const { containerBootstrap } = require('@nlpjs/core')
  const { Nlp } = require('@nlpjs/nlp')
  const { LangEs } = require('@nlpjs/lang-es')
  const { LangEn } = require('@nlpjs/lang-en-min')
  const container = await containerBootstrap()
  container.use(Nlp)
  container.use(LangEs)
  container.use(LangEn)
  const nlp = container.get('nlp')
  nlp.settings.autoSave = false
  nlp.settings.calculateSentiment = false
  nlp.addLanguage('es')
  nlp.addLanguage('en')
  for (const [language, corpus] of [
    ['es', CORPUS_ES],
    ['en', CORPUS_EN],
  ] as const) {
    for (const [intent, utterances] of Object.entries(corpus))
      for (const utterance of utterances) nlp.addDocument(language, utterance, intent)
  }
  // train() takes no options: the NLU manager's own setting is what silences its per-epoch log.
  nlp.nluManager.settings.log = false
  await nlp.train()
  return nlp
}

// English contractions spelt out: the tokenizer keeps "she's" as one unknown word.
const CONTRACTIONS: [RegExp, string][] = [
  [/n['’]t\b/g, ' not'],
  [/['’]re\b/g, ' are'],
  [/['’]m\b/g, ' am'],
  [/['’]ll\b/g, ' will'],
  [/['’]ve\b/g, ' have'],
  [/\b(he|she|it|that|what|there)['’]s\b/g, '$1 is'],
]

function plain(message: string, language: ChatLanguage) {
  const lower = message.toLowerCase()
  if (language !== 'en') return lower
  return CONTRACTIONS.reduce((text, [pattern, by]) => text.replace(pattern, by), lower)
}

/** Trains the classifier once per process (later calls wait for the same training). */
export async function loadClassifier() {
  training ??= train().then((trained) => (processor = trained))
  await training
}

/** The message's intent in `language` when the classifier is confident of it. */
export async function classify(message: string, language: ChatLanguage): Promise<Classified> {
  const key = `${language}|${message}`
  const known = memo.get(key)
  if (known) return known
  await loadClassifier()
  const result = await processor!.process(language, plain(message, language))
  // Exclamation marks back a guess of good news ("¡¡vamos a tener gemelos!!").
  const excited = result.intent === 'mood.good' && /!/.test(message) && result.score >= 0.5
  const intent =
    result.intent !== 'None' && (result.score >= CONFIDENT || excited)
      ? (result.intent as Intent)
      : undefined
  const classified = { intent, score: result.score }
  memo.set(key, classified)
  return classified
}
