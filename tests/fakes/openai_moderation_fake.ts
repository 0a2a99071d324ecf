import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { safetyIdentifierRefusal } from '#tests/fakes/safety_identifier_rule'
import type { AddressInfo } from 'node:net'

/** What the fake does with one valid request, in order of arrival. */
export type ModerationScript =
  | { kind: 'flag'; categories: string[] }
  | { kind: 'clear' }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  /** A 200 with this body as it is (an answer the adapter cannot read). */
  | { kind: 'raw'; body: unknown }

export type ModerationInputKind = 'text' | 'image' | 'text+image'

export type ModerationFakeRequest = {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: any
  /** What the input was, once it passed validation (null when refused). */
  inputKind: ModerationInputKind | null
  status: number | null
  closedEarly: boolean
}

/** OpenAI's categories (omni-moderation), with the input types each is scored on. */
export const MODERATION_CATEGORIES: Record<string, ReadonlyArray<'text' | 'image'>> = {
  'harassment': ['text'],
  'harassment/threatening': ['text'],
  'hate': ['text'],
  'hate/threatening': ['text'],
  'illicit': ['text'],
  'illicit/violent': ['text'],
  'self-harm': ['text', 'image'],
  'self-harm/instructions': ['text', 'image'],
  'self-harm/intent': ['text', 'image'],
  'sexual': ['text', 'image'],
  'sexual/minors': ['text'],
  'violence': ['text', 'image'],
  'violence/graphic': ['text', 'image'],
}

const MODELS: Record<string, string> = {
  'omni-moderation-latest': 'omni-moderation-2024-09-26',
  'omni-moderation-2024-09-26': 'omni-moderation-2024-09-26',
  'text-moderation-latest': 'text-moderation-007',
  'text-moderation-stable': 'text-moderation-007',
}

class Invalid extends Error {
  constructor(
    message: string,
    readonly param: string | null,
    readonly status = 400,
    readonly code: string | null = null
  ) {
    super(message)
  }
}

/**
 * A loopback POST /v1/moderations as strict as OpenAI's: a bearer key, a
 * known model (OpenAI defaults a missing one; the fake refuses it so the
 * adapter must name its model), an input that is a string, strings, or
 * `text`/`image_url` parts (images only for omni models, as URLs or base64
 * data URLs). It answers OpenAI's shape: every category, its score and the
 * input types it applies to; like OpenAI, a category is only flagged for an
 * input type it is scored on (`sexual/minors`: text only). Records every request.
 */
export class OpenAiModerationFake {
  readonly requests: ModerationFakeRequest[] = []
  #script: ModerationScript[] = []
  #otherwise: ModerationScript = { kind: 'clear' }
  #server?: Server

  constructor(private apiKey = 'sk-moderation-test') {}

  get url() {
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}/v1`
  }

  /** Queue what the next valid requests get. */
  script(...steps: ModerationScript[]) {
    for (const step of steps) known(step)
    this.#script.push(...steps)
    return this
  }

  /** What valid requests get once the queue is empty (default: not flagged). */
  otherwise(step: ModerationScript) {
    this.#otherwise = known(step)
    return this
  }

  async start() {
    this.#server = createServer((req, res) => this.#handle(req, res))
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop() {
    this.#server?.closeAllConnections()
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve()
    )
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const record: ModerationFakeRequest = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://fake').pathname,
      headers: req.headers,
      body: null,
      inputKind: null,
      status: null,
      closedEarly: false,
    }
    this.requests.push(record)
    res.on('close', () => {
      if (record.status === null) record.closedEarly = true
    })
    const send = (status: number, body: unknown) => {
      record.status = status
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    try {
      if (record.method !== 'POST' || record.path !== '/v1/moderations') {
        throw new Invalid(`Invalid URL (${record.method} ${record.path})`, null, 404)
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      if (bearer !== this.apiKey) {
        throw new Invalid('Incorrect API key provided.', null, 401, 'invalid_api_key')
      }
      try {
        record.body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        throw new Invalid('We could not parse the JSON body of your request.', null)
      }
      const { model, inputs } = validate(record.body)
      record.inputKind = kindOf(inputs)
      const step = this.#script.shift() ?? this.#otherwise
      if (step.kind === 'hang') return // never answers: the client's deadline must fire
      if (step.kind === 'status') {
        return send(step.status, {
          error: { message: `fake ${step.status}`, type: 'server_error' },
        })
      }
      if (step.kind === 'raw') return send(200, step.body)
      const flag = step.kind === 'flag' ? step.categories : []
      send(200, { id: `modr-${randomUUID()}`, model, results: results(inputs, flag) })
    } catch (error) {
      if (!(error instanceof Invalid)) throw error
      send(error.status, {
        error: {
          message: error.message,
          type: 'invalid_request_error',
          param: error.param,
          code: error.code,
        },
      })
    }
  }
}

function known(step: ModerationScript) {
  if (step.kind !== 'flag') return step
  for (const name of step.categories) {
    if (!MODERATION_CATEGORIES[name]) throw new Error(`OpenAI has no category ${name}`)
  }
  return step
}

type Part = { type: 'text' } | { type: 'image_url' }

function validate(body: any): { model: string; inputs: Part[][] } {
  const valid = validInput(body)
  const unsafe = safetyIdentifierRefusal(body.safety_identifier)
  if (unsafe) throw new Invalid(unsafe, 'safety_identifier')
  return valid
}

function validInput(body: any): { model: string; inputs: Part[][] } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new Invalid('The body must be a JSON object.', null)
  }
  if (typeof body.model !== 'string' || !MODELS[body.model]) {
    throw new Invalid(`Invalid value for 'model': ${JSON.stringify(body.model)}.`, 'model')
  }
  const input = body.input
  if (input === undefined) throw new Invalid("Missing required parameter: 'input'.", 'input')
  if (typeof input === 'string') return { model: MODELS[body.model], inputs: [[{ type: 'text' }]] }
  if (!Array.isArray(input) || !input.length) {
    throw new Invalid("Invalid type for 'input'.", 'input')
  }
  if (input.every((item) => typeof item === 'string')) {
    return { model: MODELS[body.model], inputs: input.map(() => [{ type: 'text' }]) }
  }
  const parts = input.map((part, index): Part => {
    if (part?.type === 'text' && typeof part.text === 'string') return { type: 'text' }
    if (part?.type === 'image_url' && typeof part.image_url?.url === 'string') {
      const url: string = part.image_url.url
      if (
        !/^https?:\/\//.test(url) &&
        !/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/.test(url)
      ) {
        throw new Invalid('Invalid image URL.', `input[${index}].image_url.url`)
      }
      if (!body.model.startsWith('omni-')) {
        throw new Invalid(`Model ${body.model} does not support image inputs.`, 'model')
      }
      return { type: 'image_url' }
    }
    throw new Invalid(`Invalid value for 'input[${index}]'.`, `input[${index}]`)
  })
  return { model: MODELS[body.model], inputs: [parts] }
}

function kindOf(inputs: Part[][]): ModerationInputKind {
  const types = new Set(inputs.flat().map((part) => part.type))
  if (types.has('text') && types.has('image_url')) return 'text+image'
  return types.has('image_url') ? 'image' : 'text'
}

/** One result per input, in OpenAI's shape. */
function results(inputs: Part[][], flag: string[]) {
  return inputs.map((parts) => {
    const given = new Set(parts.map((part) => (part.type === 'text' ? 'text' : 'image')))
    const categories: Record<string, boolean> = {}
    const scores: Record<string, number> = {}
    const applied: Record<string, string[]> = {}
    for (const [name, types] of Object.entries(MODERATION_CATEGORIES)) {
      applied[name] = types.filter((type) => given.has(type))
      categories[name] = flag.includes(name) && applied[name].length > 0
      scores[name] = categories[name] ? 0.97 : 0.00012
    }
    return {
      flagged: Object.values(categories).some(Boolean),
      categories,
      category_scores: scores,
      category_applied_input_types: applied,
    }
  })
}
