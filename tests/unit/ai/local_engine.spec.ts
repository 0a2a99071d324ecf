import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import type { ChatLanguage, ChatPersona, ChatRequest } from '#ai/services/chat/chat_port'
import { detectedLanguage, loadLanguageDetector } from '#ai/services/offline/chat/language'
import { SAMPLE_SCRIPTS } from '#ai/services/offline/chat/sample_scripts'
import { sentenceKey, sentencesOf } from '#ai/services/offline/chat/words'
import { composeLocalReply } from '#ai/services/offline/chat/local_reply'
import { checkLocal } from '#ai/services/moderation/moderation_service'
import { fold } from '#ai/services/moderation/normalize'
import * as lexicon from '#ai/services/moderation/rules/lexicon'
import { demoChatPersona } from '#catalog/demo/demo_chat_personas'

/*
| The local engine read as a user reads it, over the scripted conversations
| of `chat:sample` with four demo characters plus every refused chat probe
| of the moderation corpus: each reply in the conversation's language, no
| placeholder left, no reply or opening repeated within ten replies, no
| refused word said back; and the cases the issue names (a dog's name asked
| back, a hard day, Maya's and Emma's profiles).
*/

type Probe = { id: string; lang: ChatLanguage; label: string; paths: string[]; text: string }
const refused: Probe[] = readFileSync('tests/fixtures/moderation/corpus.jsonl', 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))
  .filter((probe: Probe) => probe.label !== 'harmless' && probe.paths.includes('chat'))

const REFUSED_TERMS = [
  ...lexicon.CSAM_TERMS,
  ...lexicon.MINOR_TERMS,
  ...lexicon.CHILD_TERMS,
  ...lexicon.UNDER_AGE_PHRASES,
  ...lexicon.SCHOOL_STAGES,
  ...lexicon.SEXUAL_TERMS,
]
const CHARACTERS = ['maya', 'emma', 'leo', 'selena']

type Turn = { language: ChatLanguage; persona: ChatPersona; user: string; reply: string }

async function play(language: ChatLanguage, persona: ChatPersona, messages: string[]) {
  const history: ChatRequest['history'] = []
  const turns: Turn[] = []
  for (const message of messages) {
    const reply = await composeLocalReply({ persona, language, history, message })
    turns.push({ language, persona, user: message, reply })
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply })
  }
  return turns
}

/** Every scripted conversation with every test character, and each refused probe in a chat. */
async function generate() {
  const conversations: Turn[][] = []
  for (const language of ['es', 'en'] as const) {
    for (const slug of CHARACTERS) {
      const persona = demoChatPersona(slug, language)
      for (const script of SAMPLE_SCRIPTS[language])
        conversations.push(await play(language, persona, script))
    }
    const probes = refused.filter((probe) => probe.lang === language)
    for (const [index, probe] of probes.entries()) {
      const persona = demoChatPersona(CHARACTERS[index % CHARACTERS.length], language)
      const hello =
        language === 'es' ? ['Hola', probe.text, '¿Qué tal?'] : ['Hi', probe.text, 'How are you?']
      conversations.push(await play(language, persona, [...hello, probe.text]))
    }
  }
  return conversations
}

/** Refused words of `text` (folded, whole words) that `world` does not hold. */
function refusedWordsIn(text: string, world: string) {
  const has = (haystack: string, term: string) =>
    new RegExp(`(^|[^a-z0-9])${term}([^a-z0-9]|$)`).test(haystack)
  const words = REFUSED_TERMS.filter((term) => has(fold(text), term) && !has(fold(world), term))
  return [...words, ...(text.match(/\d+/g) ?? [])]
}

let generated: Turn[][] | undefined
const conversations = async () => (generated ??= await generate())

test.group('Local engine: over every scripted and refused conversation', (group) => {
  group.setup(() => loadLanguageDetector())

  test('500+ replies: in the language, no placeholder, nothing refused said back', async ({
    assert,
  }) => {
    const played = await conversations()
    const all = played.flat()
    assert.isAbove(all.length, 500)
    const problems: string[] = []
    for (const { language, persona, user, reply } of all) {
      const say = (why: string) =>
        problems.push(`${language} ${persona.name} "${user}" → ${reply} (${why})`)
      // The whole reply, and each sentence long enough to tell ("You're Carlos." is a name).
      for (const part of [reply, ...sentencesOf(reply).filter((s) => s.split(' ').length >= 5)]) {
        const detected = detectedLanguage(part)
        if (detected && detected !== language) say(`"${part}" reads as ${detected}`)
      }
      if (/[{}]|undefined|null|NaN/.test(reply)) say('placeholder')
      if (!reply.trim()) say('empty')
      const world = `${persona.description} ${persona.interests.join(' ')} ${persona.traits.join(' ')}`
      const echoed = refusedWordsIn(user, world).filter((word) => fold(reply).includes(fold(word)))
      if (echoed.length) say(`echoes ${echoed.join(', ')}`)
      if (!checkLocal(reply, 'reply').allowed) say('refused by the reply rules')
    }
    assert.deepEqual(problems.slice(0, 20), [])
  }).timeout(60_000)

  test('no reply and no opening comes back within ten replies of a conversation', async ({
    assert,
  }) => {
    const problems: string[] = []
    for (const turns of await conversations()) {
      turns.forEach((turn, i) => {
        const opening = sentenceKey(sentencesOf(turn.reply)[0] ?? '')
        for (const earlier of turns.slice(Math.max(0, i - 9), i)) {
          if (sentenceKey(earlier.reply) === sentenceKey(turn.reply))
            problems.push(`same: ${turn.reply}`)
          else if (sentenceKey(sentencesOf(earlier.reply)[0] ?? '') === opening)
            problems.push(
              `${turn.persona.name} "${turn.user}" opens like "${earlier.reply}": ${turn.reply}`
            )
        }
      })
    }
    assert.deepEqual(problems.slice(0, 10), [])
  }).timeout(60_000)

  test('no broken Spanish of the old engine: bare "lo de", "de el", agreement after "que"', async ({
    assert,
  }) => {
    const broken =
      /\blo de (?!(el|la|los|las|tu|tus|mi|mis|ese|esa|esos|esas)\b)|\bsobre fines\b|\blo mío es las\b|\bde el\b|\ba el\b|\bqué bien que te (gusta|gustan|encanta|encantan)\b/i
    const played = await conversations()
    const bad = played
      .flat()
      .filter((turn) => turn.language === 'es' && broken.test(turn.reply))
      .map((turn) => turn.reply)
    assert.deepEqual(bad, [])
  }).timeout(60_000)
})

test.group('Local engine: it answers what was asked', (group) => {
  group.setup(() => loadLanguageDetector())

  test("a dog's name told earlier is answered from memory, in both languages", async ({
    assert,
  }) => {
    const cases = {
      es: ['Mi perro es Rocky', 'Hoy hace calor', '¿Cómo se llama mi perro?'],
      en: ['My dog is Rocky', "It's hot today", "What's my dog called?"],
    }
    for (const language of ['es', 'en'] as const) {
      for (const slug of CHARACTERS) {
        const turns = await play(language, demoChatPersona(slug, language), cases[language])
        assert.include(turns[2].reply, 'Rocky', `${language} ${slug}: ${turns[2].reply}`)
      }
      // A pinned fact (from an older part of the chat) answers it too.
      const reply = await composeLocalReply({
        persona: demoChatPersona('maya', language),
        language,
        history: [],
        facts: [language === 'es' ? 'Mi perro se llama Toby' : 'My dog is called Toby'],
        message: cases[language][2],
      })
      assert.include(reply, 'Toby', reply)
    }
  })

  test('a hard day is met with sympathy, not with "tell me more"', async ({ assert }) => {
    const messages = {
      es: [
        'Hoy he tenido un día horrible',
        'Ha sido un día muy duro en el trabajo',
        'Estoy agotada',
      ],
      en: ['I had a rough day', 'Today was a really hard day at work', "I'm exhausted"],
    }
    const sympathy =
      /lo siento|siento|vaya|uf|ay|menudo|qué rabia|qué cansancio|descans|respiro|sorry|ugh|ouch|what a day|unfair|awful|exhausting|draining|rest|break|tiredness|that feeling/i
    for (const language of ['es', 'en'] as const) {
      for (const slug of CHARACTERS) {
        for (const message of messages[language]) {
          const turns = await play(language, demoChatPersona(slug, language), ['Hola', message])
          const reply = turns[1].reply
          assert.match(sentencesOf(reply)[0], sympathy, reply)
          assert.notMatch(reply, /cuéntame más|háblame más|tell me more|all ears/i, reply)
        }
      }
    }
  })

  test('Maya speaks of the sea and diving, never of camping; Emma of coffee and singing', async ({
    assert,
  }) => {
    const played = await conversations()
    const turns = played.flat()
    const maya = turns.filter((turn) => turn.persona.name === 'Maya')
    const camping = /camp|acampad|montaña|mountain/i
    assert.isEmpty(maya.filter((turn) => camping.test(turn.reply) && !camping.test(turn.user)))
    const sea = /biólog|biolog|marin|buce|tortug|turtle|diving|sea\b/i
    assert.isAbove(maya.filter((turn) => sea.test(turn.reply)).length, 20)
    const emma = turns.filter((turn) => turn.persona.name === 'Emma' && !/series/i.test(turn.user))
    assert.isEmpty(emma.filter((turn) => /series|cocina casera|home cooking/i.test(turn.reply)))
    assert.isAbove(
      emma.filter((turn) => /barista|coro|choir|canto|singing/i.test(turn.reply)).length,
      20
    )
  }).timeout(60_000)
})
