import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import ChatComposer from '~/components/engagement/chat_composer'
import ChatMemory from '~/components/engagement/chat_memory'
import { Bubble, Turn } from '~/components/engagement/chat_turn'
import type { Data } from '@generated/data'
import { useChat } from '~/components/engagement/use_chat'
import { useChatFacts } from '~/components/engagement/use_chat_facts'
import { SWRConfig } from 'swr'
import { swrDefaults } from '~/lib/swr'
import { api } from '~/lib/api'
import { urlFor } from '~/lib/routes'

type Props = {
  model: { id: number; name: string }
  initial: Data.Engagement.ChatState
  onBalance: (balance: number) => void
  onInsufficient: (cost: number) => void
}

/**
 * The chat itself, used by the model page's modal and the full chat page: the history, the reply
 * streamed in, stop, regenerate with variants, the cost per message, memory, export and delete.
 */
export default function ChatPanel(props: Props) {
  // The memory panel's facts (SWR) read with the app's query defaults.
  return (
    <SWRConfig value={swrDefaults}>
      <Chat {...props} />
    </SWRConfig>
  )
}

function Chat({ model, initial, onBalance, onInsufficient }: Props) {
  const { t } = useTranslation()
  const memory = useChatFacts(model.id, initial.conversation.facts)
  const chat = useChat({
    modelId: model.id,
    initial,
    onBalance,
    onInsufficient,
    onRemembering: memory.follow,
    fallbackError: t('chat.errors.replyFailed'),
    connectionError: t('errors.connection'),
  })
  const [draft, setDraft] = useState('')
  const [panel, setPanel] = useState<'chat' | 'memory'>('chat')
  const log = useRef<HTMLDivElement>(null)

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [chat.messages.length, chat.streaming?.text])

  const submit = async () => {
    const text = draft
    if (!text.trim() || chat.busy) return
    setDraft('')
    const sent = await chat.send(text)
    if (!sent) setDraft((current) => current || text)
  }

  const removeConversation = async () => {
    if (!window.confirm(t('chat.deleteConfirm', { name: model.name }))) return
    await api('chat.destroy', { params: { id: model.id } }).catch(() => null)
    chat.clear()
    void memory.set([])
  }

  const userMessages = chat.messages.filter((m) => m.sender === 'user')
  const lastUser = userMessages[userMessages.length - 1]

  return (
    <div className="chat" data-testid="chat">
      <div className="chat-toolbar">
        <p className="chat-cost muted">
          {t('chat.costPerMessage', { count: chat.cost })}
          {initial.engine.local && <span className="chat-engine"> · {t('chat.localEngine')}</span>}
        </p>
        <div className="chat-tools">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-pressed={panel === 'memory'}
            onClick={() => setPanel(panel === 'memory' ? 'chat' : 'memory')}
          >
            {t('chat.memory.button', { count: memory.facts.length })}
          </button>
          <a
            className="btn btn-ghost btn-sm"
            href={urlFor('chat.export', { id: model.id }, { qs: { format: 'text' } })}
          >
            {t('chat.export.text')}
          </a>
          <a
            className="btn btn-ghost btn-sm"
            href={urlFor('chat.export', { id: model.id }, { qs: { format: 'json' } })}
          >
            {t('chat.export.json')}
          </a>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={removeConversation}
            disabled={chat.busy || chat.messages.length === 0}
          >
            {t('chat.delete')}
          </button>
        </div>
      </div>

      {panel === 'memory' ? (
        <ChatMemory
          modelId={model.id}
          name={model.name}
          initial={initial.conversation.facts}
          maxLength={initial.maxFactLength}
        />
      ) : (
        <div
          className="chat-log"
          ref={log}
          role="log"
          aria-live="polite"
          aria-label={t('chat.logLabel', { name: model.name })}
        >
          {chat.messages.length === 0 && !chat.streaming && (
            <p className="chat-empty muted">{t('chat.empty', { name: model.name })}</p>
          )}
          {userMessages.map((message) => (
            <Turn
              key={message.id}
              message={message}
              name={model.name}
              replies={chat.variants.get(message.id) ?? []}
              chosen={chat.chosen[message.id]}
              streaming={chat.streaming?.replyTo === message.id ? chat.streaming.text : null}
              stopped={chat.stopped[message.id]}
              canRegenerate={!chat.busy && message.id === lastUser?.id}
              cost={chat.cost}
              offline={initial.engine.local}
              onRegenerate={() => chat.regenerate(message.id)}
              onFlip={(step) => chat.flip(message.id, step)}
            />
          ))}
          {chat.streaming && chat.streaming.replyTo === null && (
            <Bubble
              sender="model"
              name={model.name}
              text={chat.streaming.text}
              tag={initial.engine.local ? t('chat.offlineReply') : undefined}
              typing
            />
          )}
        </div>
      )}

      {chat.notice && (
        <p className="chat-notice" role="status">
          {t('chat.languageNotice')}
        </p>
      )}
      {chat.problem && (
        <div className="chat-problem" role="alert">
          <span>{chat.problem.message}</span>
          {chat.problem.retry && (
            <button type="button" className="btn btn-sm" onClick={chat.problem.retry}>
              {t('chat.retry')}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={chat.dismissProblem}>
            {t('chat.dismiss')}
          </button>
        </div>
      )}

      <ChatComposer
        name={model.name}
        draft={draft}
        max={initial.maxMessageLength}
        busy={chat.busy}
        onDraft={setDraft}
        onSend={() => void submit()}
        onStop={chat.stop}
      />
      <p className="chat-hint muted">{t('chat.hint')}</p>
    </div>
  )
}
