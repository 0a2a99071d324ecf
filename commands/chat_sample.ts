import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Writes 20 scripted conversations per language with the local chat engine
 * and the demo characters to a Markdown file, so anyone can read how it
 * answers (docs/ai-providers.md). Offline; touches no database.
 */
export default class ChatSample extends BaseCommand {
  static commandName = 'chat:sample'
  static description = 'Write sample conversations of the local chat engine to a Markdown file'
  static options: CommandOptions = { startApp: false }

  @flags.string({ description: 'Where to write it', default: 'tmp/chat-sample.md' })
  declare output: string

  async run() {
    const { demoChatPersona } = await import('#catalog/demo/demo_chat_personas')
    const { playSample, sampleMarkdown } = await import('#ai/services/offline/chat/sample')
    const conversations = await playSample(demoChatPersona)
    const path = resolve(this.output)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, sampleMarkdown(conversations))
    const replies = conversations.reduce((sum, conversation) => sum + conversation.turns.length, 0)
    this.logger.success(`${conversations.length} conversations, ${replies} replies: ${path}`)
  }
}
