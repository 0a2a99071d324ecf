import { readFile } from 'node:fs/promises'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import ModelPersona from '#catalog/models/model_persona'
import { demoChatPersona } from '#catalog/demo/demo_chat_personas'
import { demoPersona } from '#catalog/demo/demo_personas'
import { DEMO_MODELS } from '#catalog/demo/data/demo_models'
import {
  judge,
  type ChatSet,
  type Figures,
  type Scored,
  type Script,
} from '#tests/helpers/chat_judge'
import { character, postChatSend, userWith } from './chat_helpers.js'

/*
| Runs a labelled conversation set (tests/fixtures/chat_heldout or chat_dev)
| through POST /chat/send, as a visitor talks to the demo characters: one new
| user per script, the demo character's description and persona, the memory
| job running (the caller's group works the queue). Scripts run side by
| side, their turns in order.
*/

export type Language = 'es' | 'en'

/** A demo character as seeded, with its persona row. */
async function demoCharacter(slug: string) {
  const row = DEMO_MODELS.find((item) => item[0] === slug)
  if (!row) throw new Error(`No demo character "${slug}"`)
  const model = await character({
    nameEn: row[1],
    nameEs: row[1],
    age: row[3],
    descriptionEn: demoChatPersona(slug, 'en').description,
    descriptionEs: demoChatPersona(slug, 'es').description,
  })
  await ModelPersona.create({ modelId: model.id, ...demoPersona(row) })
  return model
}

async function runScript(client: ApiClient, script: Script, language: Language) {
  const model = await demoCharacter(script.character)
  const user = await userWith(100_000, language)
  const scored: Scored[] = []
  for (const turn of script.turns) {
    const response = await postChatSend(
      client,
      user,
      { modelId: model.id, message: turn.say },
      { lang: language }
    )
    // A message the moderation refuses gets no reply: the turn counts, as the refusal's words.
    if (response.status() === 422) {
      scored.push({ turn, reply: response.body().message, refused: true })
      continue
    }
    if (response.status() !== 200) throw new Error(`${turn.say}: ${response.text()}`)
    scored.push({ turn, reply: response.body().data.response })
  }
  return scored
}

export async function readChatSet(folder: 'chat_heldout' | 'chat_dev', language: Language) {
  const path = app.makePath('tests/fixtures', folder, `${language}.json`)
  return JSON.parse(await readFile(path, 'utf8')) as ChatSet
}

/** The figures of one language's set, and every reply in order (for reading). */
export async function runChatSet(
  client: ApiClient,
  set: ChatSet,
  language: Language
): Promise<{ figures: Figures; transcript: Scored[][] }> {
  // Every script ends before the test does (and its characters are removed), even when one fails.
  const settled = await Promise.allSettled(
    set.scripts.map((script) => runScript(client, script, language))
  )
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  const transcript = settled.map((result) => (result as PromiseFulfilledResult<Scored[]>).value)
  return { figures: judge(transcript.flat()), transcript }
}
