import type { HttpContext } from '@adonisjs/core/http'
import CatalogReads from '#catalog/queries/catalog_reads'
import { balanceOf } from '#ledger/queries/balance_of'
import { currentCosts } from '#ledger/queries/price_list'
import { chatPort } from '#ai/services/chat/chat_service'
import { ChatError } from '#engagement/exceptions/chat_error'
import { deleteConversations } from '#engagement/actions/delete_conversation'
import { addChatFact, removeChatFact } from '#engagement/actions/chat_facts'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { streamChatReply } from '#engagement/controllers/chat_stream'
import { chatTranscript } from '#engagement/queries/chat_transcript'
import { conversationFor } from '#engagement/queries/conversation_queries'
import ChatStateTransformer from '#engagement/transformers/chat_state_transformer'
import {
  apiChatSendValidator,
  chatExportValidator,
  chatFactValidator,
  chatSendValidator,
} from '#engagement/validators/chat'
import { randomUUID } from 'node:crypto'
import { ok, okMessage, published } from '#core/http/json_answer'

/**
 * Chat with a character: the full page (/models/:id/chat), the JSON the model page's chat modal
 * loads, the streaming send, memory (facts), export and delete.
 */
export default class ChatController {
  #catalog = new CatalogReads()

  async show(ctx: HttpContext) {
    const model = await this.#model(ctx)
    return ctx.inertia.render('engagement/chat', {
      model: { id: model.id, slug: model.slug, name: model.name, image: model.image },
      ...(await this.#state(ctx, model.id)),
    })
  }

  /** The modal's copy of the page's props. */
  async conversation(ctx: HttpContext) {
    const model = await this.#model(ctx)
    const before = Number(ctx.request.qs().before)
    return this.#state(
      ctx,
      model.id,
      Number.isSafeInteger(before) && before > 0 ? before : undefined
    )
  }

  async stream(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(chatSendValidator)
    return streamChatReply(ctx, {
      userId: ctx.auth.getUserOrFail().id,
      modelId: ctx.params.id,
      language: ctx.locale,
      clientKey: payload.clientKey,
      message: payload.message ?? undefined,
      regenerateOf: payload.regenerateOf,
    })
  }

  /** `POST /chat/send { modelId, message }` → `{ data: { response } }`, same billing. */
  async apiSend(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(apiChatSendValidator)
    const result = await sendChatMessage({
      userId: ctx.auth.getUserOrFail().id,
      modelId: payload.modelId,
      language: ctx.locale,
      clientKey: payload.clientKey ?? ctx.request.header('idempotency-key') ?? randomUUID(),
      message: payload.message,
    })
    // The offline engine's replies say so, for a client to show beside them.
    const offline = chatPort().isLocal
    return published.chatReply({
      response: result.reply.content,
      message: result.reply,
      balance: result.balance,
      cost: result.cost,
      engine: offline ? 'local' : 'provider',
      ...(offline && { notice: ctx.t('chat.offlineReplyNotice') }),
    })
  }

  async addFact(ctx: HttpContext) {
    const { content } = await ctx.request.validateUsing(chatFactValidator)
    const fact = await addChatFact(ctx.auth.getUserOrFail().id, ctx.params.id, content)
    return ok(fact)
  }

  async removeFact(ctx: HttpContext) {
    const removed = await removeChatFact(
      ctx.auth.getUserOrFail().id,
      ctx.params.id,
      ctx.params.factId
    )
    if (!removed) throw new ChatError('chat.errors.factNotFound', 404)
    return ok()
  }

  async export(ctx: HttpContext) {
    const { format = 'json' } = await ctx.request.validateUsing(chatExportValidator, {
      data: ctx.request.qs(),
    })
    const model = await this.#model(ctx)
    const file = await chatTranscript(ctx.auth.getUserOrFail().id, model, format, (k, vars) =>
      String(ctx.t(k, vars as never))
    )
    ctx.response.header('Content-Type', file.type)
    ctx.response.header('Content-Disposition', `attachment; filename="${file.name}"`)
    return file.body
  }

  async destroy(ctx: HttpContext) {
    await deleteConversations(ctx.auth.getUserOrFail().id, ctx.params.id)
    return okMessage(ctx.t('chat.deleted'))
  }

  async #model(ctx: HttpContext) {
    const model = await this.#catalog.model(String(ctx.params.id), ctx.locale)
    if (!model) throw new ChatError('chat.errors.modelNotFound', 404)
    return model
  }

  async #state(ctx: HttpContext, modelId: number, before?: number) {
    const userId = ctx.auth.getUserOrFail().id
    const port = chatPort()
    const [conversation, costs, balance] = await Promise.all([
      conversationFor(userId, modelId, before),
      currentCosts(),
      balanceOf(userId),
    ])
    return new ChatStateTransformer({
      conversation,
      cost: costs.chat,
      balance,
      localEngine: port.isLocal,
    }).toObject()
  }
}
