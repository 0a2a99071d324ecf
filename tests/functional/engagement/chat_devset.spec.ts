import { appendFile, mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { describeFigures, goalsMissed } from '#tests/helpers/chat_judge'
import { forgetCharacters, workDuringGroup } from './chat_helpers.js'
import { readChatSet, runChatSet, type Language } from './chat_set_runner.js'

/*
| The local chat engine on its development conversations (tests/fixtures/
| chat_dev), the ones it is tuned on; the same goals as the held-out set.
| CHAT_SET_MISSES=1 prints every missed turn with its reply.
*/

test.group('Chat: the local engine on its development conversations', (group) => {
  group.setup(workDuringGroup)
  group.each.teardown(forgetCharacters)

  for (const language of ['es', 'en'] as Language[]) {
    test(`${language}: recalls facts, meets moods, answers about itself, never evades`, async ({
      client,
      assert,
    }) => {
      const { figures } = await runChatSet(
        client,
        await readChatSet('chat_dev', language),
        language
      )
      const line = describeFigures(`dev ${language}`, figures)
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
