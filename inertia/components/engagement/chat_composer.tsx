import type { KeyboardEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { formatPoints } from '~/lib/format'

/** The counter shows from this share of the limit on. */
const COUNT_FROM = 0.9

/**
 * The chat's message box, Send and Stop. What is typed is never cut: near the server's limit a
 * counter shows, past it a notice says by how much and Send waits until the message is shortened.
 */
export default function ChatComposer(props: {
  name: string
  draft: string
  max: number
  busy: boolean
  onDraft: (text: string) => void
  onSend: () => void
  onStop: () => void
}) {
  const { t, i18n } = useTranslation()
  const length = props.draft.trim().length
  const over = length - props.max
  const count = (value: number) => formatPoints(value, i18n.language)
  const showCount = length >= props.max * COUNT_FROM
  const canSend = length > 0 && over <= 0

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      if (canSend) props.onSend()
    }
  }

  return (
    <>
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault()
          if (canSend) props.onSend()
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {t('chat.inputLabel', { name: props.name })}
        </label>
        <textarea
          id="chat-input"
          rows={2}
          value={props.draft}
          placeholder={t('chat.placeholder', { name: props.name })}
          aria-describedby={showCount ? 'chat-length' : undefined}
          aria-invalid={over > 0 || undefined}
          onChange={(event) => props.onDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {props.busy ? (
          <button key="stop" type="button" className="btn" onClick={props.onStop}>
            {t('chat.stop')}
          </button>
        ) : (
          <button key="send" type="submit" className="btn btn-primary" disabled={!canSend}>
            {t('chat.send')}
          </button>
        )}
      </form>
      {showCount && (
        <p id="chat-length" className={over > 0 ? 'chat-length chat-length-over' : 'chat-length'}>
          {t('chat.length.count', { count: length, shown: count(length), max: count(props.max) })}
        </p>
      )}
      {over > 0 && (
        <p className="form-error chat-too-long" role="alert">
          {t('chat.length.over', { count: over, shown: count(over), max: count(props.max) })}
        </p>
      )}
    </>
  )
}
