import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chatRefusal } from '#tests/fakes/chat_rules'

/** What the fake does with one request, in order of arrival. */
export type OpenAiScript =
  | {
      kind: 'stream'
      words: string[]
      /** Also send `reasoning`/`reasoning_content` deltas and SSE comments. */
      extras?: boolean
      /** After this many words, send an error event and end (a mid-stream failure). */
      failAfter?: number
      /** Pause between chunks, to leave time for an abort. */
      delayMs?: number
      /** After this many words the body just ends: no finish_reason, no [DONE] (a cut proxy). */
      endAfter?: number
      /** The finish_reason of the last chunk (default `stop`; `length`: cut by the cap). */
      finish?: 'stop' | 'length' | 'content_filter'
    }
  | {
      kind: 'status'
      status: number
      headers?: Record<string, string>
      /** OpenAI's error code and param (e.g. `unsupported_parameter`, `max_tokens`). */
      code?: string
      param?: string
    }
  | { kind: 'hang' }
  | { kind: 'completion'; content: string; delayMs?: number }

export type OpenAiFakeRequest = {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Record<string, any>
  /** The client closed the connection before the fake finished answering. */
  closedEarly: boolean
  finished: boolean
  /** The strict rules' 400, when they refused the request. */
  refused?: string
}

/**
 * A loopback OpenAI-compatible Chat Completions server: streams
 * `chat.completion.chunk` events the way OpenAI, Ollama and llama.cpp do
 * (SSE, comments, a last chunk with `finish_reason`, `[DONE]`), records
 * every request and whether the client hung up early (an abort must close
 * the upstream request). As strict as the strictest servers (chat_rules.ts):
 * a 400 for roles that do not alternate and for what OpenAI's reasoning
 * models refuse, whatever was scripted.
 */
export class OpenAiFake {
  readonly requests: OpenAiFakeRequest[] = []
  #script: OpenAiScript[] = []
  #server?: Server

  /**
   * `apiKey`: any other bearer gets OpenAI's 401 (`invalid_api_key`);
   * `models`: any other model gets its 404 (`model_not_found`).
   */
  constructor(private options: { apiKey?: string; models?: string[] } = {}) {}

  get url() {
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}/v1`
  }

  /** Queue what the next requests get; when the queue is empty, a short reply (or summary). */
  script(...steps: OpenAiScript[]) {
    this.#script.push(...steps)
    return this
  }

  async start() {
    this.#server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const record: OpenAiFakeRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
        closedEarly: false,
        finished: false,
      }
      this.requests.push(record)
      res.on('close', () => {
        if (!record.finished) record.closedEarly = true
      })
      const refusal =
        accessRefusal(this.options, record.headers.authorization, record.body.model) ??
        chatRefusal(record.body)
      if (refusal) {
        res.writeHead(refusal.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: refusal.error }))
        record.finished = true
        record.refused = refusal.error.message
        return
      }
      const step =
        this.#script.shift() ??
        (record.body.stream
          ? { kind: 'stream', words: ['Hola', 'otra', 'vez.'] }
          : { kind: 'completion', content: 'They talked for a while.' })
      await this.#answer(step, record, res)
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop() {
    this.#server?.closeAllConnections()
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve()
    )
  }

  /** Resolves once the request at `index` is over, either way. */
  async settled(index: number, timeoutMs = 2000) {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      const request = this.requests[index]
      if (request && (request.closedEarly || request.finished)) return request
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`request ${index} never settled`)
  }

  async #answer(step: OpenAiScript, record: OpenAiFakeRequest, res: ServerResponse) {
    if (step.kind === 'hang') return // never answers: the client's timeout must fire
    if (step.kind === 'status') {
      res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers })
      const error = {
        message: `fake ${step.status}`,
        type: step.status >= 500 ? 'server_error' : 'invalid_request_error',
        param: step.param ?? null,
        code: step.code ?? null,
      }
      res.end(JSON.stringify({ error }))
      record.finished = true
      return
    }
    if (step.kind === 'completion') {
      if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs))
      if (res.destroyed) return
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model: record.body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: step.content },
              finish_reason: 'stop',
            },
          ],
          usage: usageOf(record.body, step.content.split(' ').length),
        })
      )
      record.finished = true
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    const send = (delta: Record<string, unknown>, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: 0,
          model: record.body.model,
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`
      )
    if (step.extras) res.write(': OPENROUTER PROCESSING\n\n')
    send({ role: 'assistant', content: '' })
    if (step.extras) {
      send({ reasoning: 'The user greets me; ' })
      send({ reasoning_content: 'answer warmly.', content: null })
    }
    for (const [index, word] of step.words.entries()) {
      if (res.destroyed) return
      if (step.failAfter === index) {
        res.write(`data: ${JSON.stringify({ error: { message: 'upstream model crashed' } })}\n\n`)
        res.end()
        record.finished = true
        return
      }
      if (step.endAfter === index) {
        res.end()
        record.finished = true
        return
      }
      if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs))
      if (res.destroyed) return
      send({ content: index ? ` ${word}` : word })
      if (step.extras && index === 0) res.write(': keep-alive\n\n')
    }
    if (step.endAfter !== undefined) {
      res.end()
      record.finished = true
      return
    }
    send({}, step.finish ?? 'stop')
    if (record.body.stream_options?.include_usage) {
      // OpenAI's last chunk before [DONE]: empty choices, the whole request's usage.
      const usage = usageOf(record.body, step.words.length)
      res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', choices: [], usage })}\n\n`)
    }
    res.write('data: [DONE]\n\n')
    res.end()
    record.finished = true
  }
}

/** The fake's token count: a token per 4 characters of the messages, one per word of the reply. */
export function usageOf(body: Record<string, any>, words: number) {
  const chars = ((body.messages ?? []) as { content: string }[]).reduce(
    (sum, message) => sum + String(message.content).length,
    0
  )
  const prompt = Math.ceil(chars / 4)
  return { prompt_tokens: prompt, completion_tokens: words, total_tokens: prompt + words }
}

/** OpenAI's 401 for another key, 404 for a model the account cannot use. */
function accessRefusal(
  options: { apiKey?: string; models?: string[] },
  authorization: string | string[] | undefined,
  model: unknown
) {
  if (options.apiKey !== undefined && authorization !== `Bearer ${options.apiKey}`) {
    const message =
      'Incorrect API key provided: sk-wr***ey. You can find your API key at https://platform.openai.com/account/api-keys.'
    return {
      status: 401,
      error: { message, type: 'invalid_request_error', param: null, code: 'invalid_api_key' },
    }
  }
  if (options.models && !options.models.includes(String(model))) {
    const message = `The model \`${model}\` does not exist or you do not have access to it.`
    return {
      status: 404,
      error: { message, type: 'invalid_request_error', param: null, code: 'model_not_found' },
    }
  }
  return null
}
