import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { composeLocalReply, summarizeLocally } from '#ai/services/offline/chat/local_reply'
import { checkLocal } from '#ai/services/moderation/moderation_service'
import { chatRequest } from '#tests/helpers/chat'

/*
| The local chat engine never echoes a refused phrase and never produces one
| on its own: every chat probe of the corpus — the harmless ones and, as if
| moderation had let them through, the refused ones — is sent to it, with and
| without pinned facts, and each reply and summary passes the reply rules.
*/

type Probe = { id: string; lang: 'en' | 'es'; label: string; paths: string[]; text: string }

const probes: Probe[] = readFileSync('tests/fixtures/moderation/corpus.jsonl', 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))
  .filter((probe: Probe) => probe.paths.includes('chat'))

test.group('Local chat engine and the moderator', () => {
  test('no reply to any corpus probe is refused by the reply rules', async ({ assert }) => {
    const refused: string[] = []
    for (const probe of probes) {
      for (const variation of [0, 1, 2]) {
        const request = chatRequest(probe.lang, {
          message: probe.text,
          variation,
          facts: variation === 2 ? [probe.text] : [],
          history: [{ role: 'user', content: probe.text }],
        })
        const reply = await composeLocalReply(request)
        const verdict = checkLocal(reply, 'reply')
        if (!verdict.allowed) refused.push(`${probe.id} (${verdict.ruleId}): ${reply}`)
      }
    }
    assert.isAtLeast(probes.length, 200)
    assert.deepEqual(refused, [])
  })

  test('the local summary of harmless turns passes the summary rules', ({ assert }) => {
    for (const lang of ['en', 'es'] as const) {
      const turns = probes
        .filter((probe) => probe.lang === lang && probe.label === 'harmless')
        .map((probe) => ({ role: 'user' as const, content: probe.text }))
      for (let i = 0; i < turns.length; i += 8) {
        const summary = summarizeLocally(turns.slice(i, i + 8), lang)
        const verdict = checkLocal(summary, 'summary')
        assert.isTrue(verdict.allowed, `${lang} ${i}: ${summary}`)
      }
    }
  })
})
