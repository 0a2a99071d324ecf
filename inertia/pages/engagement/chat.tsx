import { Link, usePage } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import ChatPanel from '~/components/engagement/chat_panel'
import type { Data } from '@generated/data'
import { announceBalance, useShownBalance } from '~/lib/live_balance'
import InsufficientBalanceModal from '~/components/ledger/insufficient_balance_modal'
import SeoHead from '~/components/shell/seo_head'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

type Props = Data.Engagement.ChatState & {
  model: Pick<Data.Catalog.ModelDetail, 'id' | 'slug' | 'name' | 'image'>
}

/** /models/:id/chat: the chat on a page of its own, to link and reload. */
export default function ChatPage(props: Props) {
  const { t } = useTranslation()
  const { balance, user } = usePage<SharedProps>().props
  const shown = useShownBalance(balance)
  // The cost the balance could not cover, while the recharge dialog is open.
  const [shortOf, setShortOf] = useState<number | null>(null)
  return (
    <section className="container chat-page">
      <SeoHead
        title={t('chat.pageTitle', { name: props.model.name })}
        description={t('chat.pageDescription', { name: props.model.name })}
        noindex
      />
      <nav className="catalog-breadcrumbs" aria-label={t('catalog.breadcrumbs')}>
        <Link href={urlFor('models.index')}>{t('nav.models')}</Link>
        <span aria-hidden="true">/</span>
        <Link href={urlFor('models.show', { key: props.model.slug })}>{props.model.name}</Link>
      </nav>
      <h1>{t('chat.heading', { name: props.model.name })}</h1>
      <ChatPanel
        model={props.model}
        initial={props}
        onBalance={(value) => user && announceBalance(user.id, value)}
        onInsufficient={setShortOf}
      />
      {shortOf !== null && (
        <InsufficientBalanceModal balance={shown} cost={shortOf} onClose={() => setShortOf(null)} />
      )}
    </section>
  )
}
