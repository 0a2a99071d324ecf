import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import type { Data } from '@generated/data'
import { ApiError, api } from '~/lib/api'
import { useChatFacts } from '~/components/engagement/use_chat_facts'

/** "Things she remembers about you": the pinned facts, to read, add and forget. */
export default function ChatMemory(props: {
  modelId: number
  name: string
  /** What the page came with, shown until the server's fresh list arrives. */
  initial: Data.Engagement.ChatFact[]
  /** The longest fact the server takes. */
  maxLength: number
}) {
  const { t } = useTranslation()
  const { facts, set } = useChatFacts(props.modelId, props.initial, { fresh: true })
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const add = async () => {
    if (!draft.trim()) return
    setSaving(true)
    setError(null)
    try {
      const { data } = await api('chat.facts.store', {
        params: { id: props.modelId },
        body: { content: draft },
      })
      await set([...facts.filter((fact) => fact.id !== data.id), data])
      setDraft('')
    } catch (failure) {
      setError((failure instanceof ApiError && failure.message) || t('errors.general'))
    } finally {
      setSaving(false)
    }
  }

  const remove = async (fact: Data.Engagement.ChatFact) => {
    try {
      await api('chat.facts.destroy', { params: { id: props.modelId, factId: fact.id } })
      await set(facts.filter((other) => other.id !== fact.id))
    } catch {
      setError(t('errors.general'))
    }
  }

  return (
    <section className="chat-memory" aria-labelledby="chat-memory-title">
      <h3 id="chat-memory-title">{t('chat.memory.title', { name: props.name })}</h3>
      <p className="muted">{t('chat.memory.explain')}</p>
      {facts.length === 0 ? (
        <p className="muted">{t('chat.memory.empty')}</p>
      ) : (
        <ul className="chat-facts">
          {facts.map((fact) => (
            <li key={fact.id}>
              <span>{fact.content}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={t('chat.memory.forget', { fact: fact.content })}
                onClick={() => remove(fact)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="chat-memory-add"
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <label htmlFor="chat-fact" className="sr-only">
          {t('chat.memory.addLabel')}
        </label>
        <input
          id="chat-fact"
          value={draft}
          maxLength={props.maxLength}
          placeholder={t('chat.memory.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn-sm" disabled={saving || !draft.trim()}>
          {t('chat.memory.add')}
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
