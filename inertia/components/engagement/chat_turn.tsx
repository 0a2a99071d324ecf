import { useTranslation } from '~/lib/use_translation'
import type { Data } from '@generated/data'
import { formatPoints } from '~/lib/format'

/* One exchange of the chat (the user's message and its reply variants) and a message bubble. */

export function Turn(props: {
  message: Data.Engagement.ChatMessage
  name: string
  replies: Data.Engagement.ChatMessage[]
  chosen?: number
  streaming: string | null
  /** What a reply the user stopped had said (not saved, not charged). */
  stopped?: string
  canRegenerate: boolean
  /** What another reply costs (a turn's price, from the server). */
  cost: number
  /** Replies come from the offline engine: each says so beside the character's name. */
  offline: boolean
  onRegenerate: () => void
  onFlip: (step: -1 | 1) => void
}) {
  const { t, i18n } = useTranslation()
  const { replies } = props
  // Asking for a reply is a turn: the button says what it costs.
  const price = t('common.pointsCount', {
    count: props.cost,
    formatted: formatPoints(props.cost, i18n.language),
  })
  const index = Math.max(
    0,
    props.chosen ? replies.findIndex((reply) => reply.id === props.chosen) : replies.length - 1
  )
  const reply = replies[index]
  const tag = props.offline ? t('chat.offlineReply') : undefined
  return (
    <>
      <Bubble sender="user" name={t('chat.you')} text={props.message.content} />
      {props.streaming === null && !reply && props.stopped && (
        <div className="chat-reply chat-stopped">
          <Bubble sender="model" name={props.name} text={props.stopped} tag={tag} />
          <p className="chat-unanswered muted">{t('chat.stopped')}</p>
        </div>
      )}
      {props.streaming === null &&
        !reply &&
        !props.stopped &&
        props.message.status === 'failed' && (
          <p className="chat-unanswered muted">{t('chat.unanswered')}</p>
        )}
      {props.streaming === null && !reply && props.canRegenerate && (
        <div className="chat-reply-tools">
          <button type="button" className="btn btn-ghost btn-sm" onClick={props.onRegenerate}>
            {t('chat.answer')} · {price}
          </button>
        </div>
      )}
      {props.streaming !== null ? (
        <Bubble sender="model" name={props.name} text={props.streaming} tag={tag} typing />
      ) : (
        reply && (
          <div className="chat-reply">
            <Bubble sender="model" name={props.name} text={reply.content} tag={tag} />
            {reply.truncated && <p className="chat-truncated muted">{t('chat.truncated')}</p>}
            <div className="chat-reply-tools">
              {replies.length > 1 && (
                <span className="chat-variants">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={t('chat.previousVariant')}
                    disabled={index === 0}
                    onClick={() => props.onFlip(-1)}
                  >
                    ‹
                  </button>
                  <span>{t('chat.variant', { index: index + 1, count: replies.length })}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={t('chat.nextVariant')}
                    disabled={index === replies.length - 1}
                    onClick={() => props.onFlip(1)}
                  >
                    ›
                  </button>
                </span>
              )}
              {props.canRegenerate && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={props.onRegenerate}>
                  {t('chat.regenerate')} · {price}
                </button>
              )}
            </div>
          </div>
        )
      )}
    </>
  )
}

export function Bubble(props: {
  sender: 'user' | 'model'
  name: string
  text: string
  /** A small note beside the name (the offline engine's). */
  tag?: string
  typing?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className={`chat-bubble chat-${props.sender}`} data-sender={props.sender}>
      <span className="chat-author">
        {props.name}
        {props.tag && <span className="chat-offline"> · {props.tag}</span>}
      </span>
      <p>
        {props.text}
        {props.typing && (
          <span className="chat-typing" aria-label={t('chat.typing', { name: props.name })}>
            {props.text ? ' ▍' : '…'}
          </span>
        )}
      </p>
    </div>
  )
}
