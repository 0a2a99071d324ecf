import { appendFile, mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { describeFigures, goalsMissed } from '#tests/helpers/chat_judge'
import { forgetCharacters, workDuringGroup } from './chat_helpers.js'
import { readChatSet, runChatSet, type Language } from './chat_set_runner.js'

/*
| The local chat engine judged on conversations it was not written for
| (tests/fixtures/chat_heldout, never tuned on): every turn through POST
| /chat/send with the memory job running. The figures are printed and kept
| in docs/ai-providers.md.
*/

test.group('Chat: the local engine on held-out conversations', (group) => {
  group.setup(workDuringGroup)
  group.each.teardown(forgetCharacters)

  for (const language of ['es', 'en'] as Language[]) {
    test(`${language}: recalls facts, meets moods, answers about itself, never evades`, async ({
      client,
      assert,
    }) => {
      const { figures } = await runChatSet(
        client,
        await readChatSet('chat_heldout', language),
        language
      )
      const line = describeFigures(`held-out ${language}`, figures)
      console.log(line)
      await mkdir(app.makePath('tmp'), { recursive: true })
      await appendFile(
        app.makePath('tmp', 'chat-sets.txt'),
        `${new Date().toISOString()} ${line}\n`
      )
      if (process.env.CHAT_SET_MISSES) console.log(figures.misses.join('\n'))
      assert.deepEqual(goalsMissed(figures), [])
    }).timeout(60_000)
  }
})
