import { Link, usePage } from '@inertiajs/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { useChatModal, type ChatTarget } from '~/components/engagement/chat_actions'
import type { Data } from '@generated/data'
import InsufficientBalanceModal from '~/components/ledger/insufficient_balance_modal'
import Modal from '~/components/ui/modal'
import { api } from '~/lib/api'
import { announceBalance, useShownBalance } from '~/lib/live_balance'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

/* The panel is the chat page's too: a chunk of its own, shared. */
const ChatPanel = lazy(() => import('~/components/engagement/chat_panel'))

/**
 * The model page's (and cards') chat: loads the conversation, then the same panel as the full chat
 * page, with a link to it.
 */
export default function ChatModal() {
  const { site } = usePage<SharedProps>().props
  const { target, close } = useChatModal()
  const [attempt, setAttempt] = useState(0)
  // Leaving the page closes the chat.
  useEffect(() => close, [site.path, close])
  if (!target) return null
  return (
    <ChatDialog
      key={`${target.id}:${attempt}`}
      target={target}
      onClose={close}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  )
}

function ChatDialog(props: { target: ChatTarget; onClose: () => void; onRetry: () => void }) {
  const { t } = useTranslation()
  const { user, balance } = usePage<SharedProps>().props
  const { target } = props
  const shown = useShownBalance(balance)
  const [state, setState] = useState<Data.Engagement.ChatState | null>(null)
  const [failed, setFailed] = useState(false)
  // The cost the balance could not cover, while the recharge dialog is open.
  const [shortOf, setShortOf] = useState<number | null>(null)

  useEffect(() => {
    let live = true
    api('chat.messages', { params: { id: target.id } })
      .then((loaded) => live && setState(loaded))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [target.id])

  if (!user) return null
  return (
    <>
      <Modal
        title={t('chat.heading', { name: target.name })}
        onClose={props.onClose}
        locked={shortOf !== null}
        testId="chat-modal"
        className="modal-chat"
      >
        {failed ? (
          <div className="chat-problem" role="alert">
            <span>{t('errors.general')}</span>
            <button type="button" className="btn btn-sm" onClick={props.onRetry}>
              {t('chat.retry')}
            </button>
          </div>
        ) : state ? (
          <Suspense fallback={<Loading text={t('chat.loading')} />}>
            <ChatPanel
              model={target}
              initial={state}
              onBalance={(value) => announceBalance(user.id, value)}
              onInsufficient={setShortOf}
            />
            <p className="chat-full-link">
              <Link href={urlFor('chat.show', { id: target.id })}>{t('chat.openFull')}</Link>
            </p>
          </Suspense>
        ) : (
          <Loading text={t('chat.loading')} />
        )}
      </Modal>
      {shortOf !== null && (
        <InsufficientBalanceModal balance={shown} cost={shortOf} onClose={() => setShortOf(null)} />
      )}
    </>
  )
}

function Loading({ text }: { text: string }) {
  return (
    <p className="muted" role="status">
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  )
}
