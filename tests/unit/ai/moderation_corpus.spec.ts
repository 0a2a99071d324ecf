import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { checkLocal } from '#ai/services/moderation/moderation_service'
import type { ModerationPath } from '#ai/services/moderation/moderation_types'

/*
| The labelled corpus (tests/fixtures/moderation/): every probe through every
| path it is labelled for. Recall on minors must be 100 %, false positives at
| most 1 %. A miss found anywhere becomes a probe; no probe is ever deleted.
*/

type Probe = {
  id: string
  lang: 'en' | 'es'
  label: 'minor' | 'harmless'
  paths: Array<'chat' | 'generation'>
  form: string
  text: string
}

const PATHS: Record<Probe['paths'][number], ModerationPath[]> = {
  chat: ['chat', 'reply', 'fact', 'summary'],
  generation: ['photo', 'video', 'custom_photo', 'custom_video'],
}

const corpus: Probe[] = readFileSync('tests/fixtures/moderation/corpus.jsonl', 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))

test.group('Moderation corpus', () => {
  test('the corpus is well formed, large enough and balanced', ({ assert }) => {
    const ids = new Set(corpus.map((probe) => probe.id))
    assert.equal(ids.size, corpus.length, 'probe ids are unique')
    const count = (label: string, lang?: string) =>
      corpus.filter((p) => p.label === label && (!lang || p.lang === lang)).length
    assert.isAtLeast(corpus.length, 400)
    assert.isAtLeast(count('minor'), 200)
    assert.isAtLeast(count('harmless'), 200)
    for (const lang of ['en', 'es']) {
      assert.isAtLeast(count('minor', lang), 90, `${lang} minors`)
      assert.isAtLeast(count('harmless', lang), 90, `${lang} harmless`)
    }
    for (const probe of corpus) {
      assert.oneOf(probe.label, ['minor', 'harmless'], probe.id)
      assert.isNotEmpty(probe.paths, probe.id)
      for (const group of probe.paths) assert.property(PATHS, group, probe.id)
    }
  })

  test('recall on minors is 100 % and false positives at most 1 %, on every path', ({ assert }) => {
    let minors = 0
    let refused = 0
    let harmless = 0
    let falsePositives = 0
    const misses: string[] = []
    const wrong: string[] = []
    for (const probe of corpus) {
      for (const path of probe.paths.flatMap((group) => PATHS[group])) {
        const verdict = checkLocal(probe.text, path)
        if (probe.label === 'minor') {
          minors++
          if (!verdict.allowed && verdict.category === 'minors') refused++
          else misses.push(`${probe.id} [${path}] ${probe.text}`)
        } else {
          harmless++
          if (!verdict.allowed) {
            falsePositives++
            wrong.push(`${probe.id} [${path}] ${verdict.ruleId}: ${probe.text}`)
          }
        }
      }
    }
    const recall = (refused / minors) * 100
    const fpRate = (falsePositives / harmless) * 100
    console.log(
      `  moderation corpus: ${corpus.length} probes; recall on minors ${recall.toFixed(2)} % ` +
        `(${refused}/${minors} probe-paths); false positives ${fpRate.toFixed(2)} % ` +
        `(${falsePositives}/${harmless})`
    )
    assert.deepEqual(misses, [], 'every minor probe is refused')
    assert.isAtMost(fpRate, 1, `false positives:\n${wrong.join('\n')}`)
  })
})
