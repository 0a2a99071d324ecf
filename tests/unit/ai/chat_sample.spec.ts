import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import ChatSample from '#commands/chat_sample'

test.group('Ace: chat:sample', (group) => {
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('writes 20 scripted conversations per language to the file asked', async ({ assert }) => {
    const dir = await mkdtemp(join(tmpdir(), 'chat-sample-'))
    try {
      const output = join(dir, 'nested', 'sample.md')
      const command = await ace.create(ChatSample, ['--output', output])
      await command.exec()
      command.assertSucceeded()
      const text = await readFile(output, 'utf8')
      const conversations = (language: string) =>
        text.split('\n').filter((line) => line.startsWith(`### ${language}-`))
      assert.lengthOf(conversations('es'), 20)
      assert.lengthOf(conversations('en'), 20)
      // Every user line has its reply, and the replies are whole sentences, never templates.
      const users = text.match(/^\*\*User:\*\*/gm) ?? []
      const replies = text.match(/^\*\*[^*]+:\*\* \S/gm) ?? []
      assert.isAbove(users.length, 200)
      assert.equal(replies.length - users.length, users.length)
      assert.notMatch(text, /[{}]|undefined|NaN/)
      assert.include(text, '### es-1: Maya')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
