/*
| Compiled by `npm run typecheck`, never run. Page props are the React
| page's own Props (generated .adonisjs/server/pages.d.ts), typed with the
| transformers' Data.*: a render that hands a page the wrong shape must not
| compile. Each @ts-expect-error fails the typecheck if its line compiles.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type { Data } from '@generated/data'

export function catalogRenders(
  ctx: HttpContext,
  card: Data.Catalog.ModelCard,
  detail: Data.Catalog.ModelDetail
) {
  ctx.inertia.render('catalog/model', { model: detail })
  // @ts-expect-error the model page needs the detail (gallery, request counts), not a card
  ctx.inertia.render('catalog/model', { model: card })
  ctx.inertia.render('catalog/home', {
    featured: [card],
    hero: null,
    examples: [],
    counts: { models: 1, categories: 1, photos: 2 },
    loadError: false,
  })
  ctx.inertia.render('catalog/home', {
    // @ts-expect-error a card's rating is a number
    featured: [{ ...card, rating: '4.5' }],
    hero: null,
    examples: [],
    counts: null,
    loadError: false,
  })
}

export function chatRenders(
  ctx: HttpContext,
  state: Data.Engagement.ChatState,
  card: Data.Catalog.ModelCard
) {
  ctx.inertia.render('engagement/chat', { ...state, model: card })
  // @ts-expect-error the chat page needs the conversation, cost, balance and engine
  ctx.inertia.render('engagement/chat', { model: card })
  ctx.inertia.render('engagement/chat', {
    ...state,
    conversation: {
      ...state.conversation,
      // @ts-expect-error a message's status is one of pending, complete or failed
      messages: [{ ...state.conversation.messages[0], status: 'sent' }],
    },
    model: card,
  })
}
