import { PassThrough } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import type { ChatSendStart, SendChatInput } from '#engagement/actions/send_chat_message'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { ChatError } from '#engagement/exceptions/chat_error'
import { balanceOf } from '#ledger/queries/balance_of'
import ChatStreamDoneTransformer from '#engagement/transformers/chat_stream_done_transformer'
import ChatStreamStartTransformer from '#engagement/transformers/chat_stream_start_transformer'

/** A comment line keeps proxies from closing a quiet stream. */
const PING_MS = 15_000

type Send = Omit<SendChatInput, 'onStart' | 'onDelta' | 'signal'>

/**
 * Answers a chat send as Server-Sent Events over the POST itself (the page reads it with fetch):
 * `start` (the message accepted, points held), `delta` (reply text as it is written), then `done`
 * or `error`.
 */
export async function streamChatReply(ctx: HttpContext, send: Send) {
  const raw = ctx.response.response
  const abort = new AbortController()
  raw.once('close', () => {
    if (!raw.writableFinished) abort.abort()
  })

  const out = new PassThrough()
  const event = (name: string, data: unknown) =>
    out.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)

  let onStarted!: (start: ChatSendStart) => void
  const started = new Promise<ChatSendStart>((resolve) => (onStarted = resolve))
  const run = sendChatMessage({
    ...send,
    signal: abort.signal,
    onStart: onStarted,
    onDelta: (text) => event('delta', { text }),
  })
  run.catch(() => {})

  // Refusals before the stream starts keep their HTTP status (402 opens the recharge modal).
  const first = await Promise.race([
    started.then((start) => ({ start })),
    run.then((result) => ({ result })),
  ])

  ctx.response.header('Content-Type', 'text/event-stream; charset=utf-8')
  ctx.response.header('Cache-Control', 'no-cache, no-transform')
  ctx.response.header('X-Accel-Buffering', 'no')
  if ('result' in first) {
    event('done', new ChatStreamDoneTransformer(first.result).toObject())
    out.end()
    return ctx.response.stream(out)
  }

  event('start', new ChatStreamStartTransformer(first.start).toObject())
  const ping = setInterval(() => out.write(': ping\n\n'), PING_MS)
  run
    .then((result) => event('done', new ChatStreamDoneTransformer(result).toObject()))
    .catch(async (error) => {
      const balance = await balanceOf(send.userId).catch(() => null)
      event('error', { ...errorData(ctx, error), balance })
    })
    .finally(() => {
      clearInterval(ping)
      out.end()
    })
  return ctx.response.stream(out)
}

function errorData(ctx: HttpContext, error: unknown) {
  const known = error instanceof ChatError ? error : new ChatError('chat.errors.replyFailed', 502)
  return {
    status: known.status,
    code: known.code,
    message: String(ctx.t(known.key, known.vars as never)),
    refunded: true,
  }
}
