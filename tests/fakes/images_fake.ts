import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake does with one request, in order of arrival. */
export type ImagesScript =
  | { kind: 'image'; data: Buffer }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  /** A 200 with this body as it is (malformed JSON, a JSON without b64_json …). */
  | { kind: 'raw'; body: string }

export type ImagesFakeFile = { name: string; type: string; data: Buffer }

export type ImagesFakeRequest = {
  path: string
  headers: IncomingMessage['headers']
  /** JSON fields, or the text fields of a multipart body. */
  fields: Record<string, unknown>
  /** Files of a multipart body, by field name. */
  files: Record<string, ImagesFakeFile>
  /** The client closed the connection before the fake finished answering. */
  closedEarly: boolean
  finished: boolean
}

/**
 * A loopback OpenAI Images API (`/v1/images/generations` as JSON,
 * `/v1/images/edits` as multipart), answering `b64_json` results. It
 * records every request, its files, and whether the client hung up early.
 */
export class ImagesFake {
  readonly requests: ImagesFakeRequest[] = []
  #script: ImagesScript[] = []
  #server?: Server

  get url() {
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}/v1`
  }

  /** Queue what the next requests get; a queue left empty answers 500. */
  script(...steps: ImagesScript[]) {
    this.#script.push(...steps)
    return this
  }

  async start() {
    this.#server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const record: ImagesFakeRequest = {
        path: req.url ?? '',
        headers: req.headers,
        ...(await parseBody(req, Buffer.concat(chunks))),
        closedEarly: false,
        finished: false,
      }
      this.requests.push(record)
      res.on('close', () => {
        if (!record.finished) record.closedEarly = true
      })
      this.#answer(this.#script.shift() ?? { kind: 'status', status: 500 }, record, res)
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

  #answer(step: ImagesScript, record: ImagesFakeRequest, res: ServerResponse) {
    if (step.kind === 'hang') return // never answers: the client's timeout or abort must act
    // The client waits as long as retry-after-ms says: keeps the retry tests fast.
    const headers = { 'content-type': 'application/json', 'retry-after-ms': '10' }
    if (step.kind === 'status') {
      res.writeHead(step.status, headers)
      res.end(JSON.stringify({ error: { message: `fake ${step.status}`, type: 'fake' } }))
    } else if (step.kind === 'raw') {
      res.writeHead(200, headers)
      res.end(step.body)
    } else {
      res.writeHead(200, headers)
      res.end(JSON.stringify({ created: 0, data: [{ b64_json: step.data.toString('base64') }] }))
    }
    record.finished = true
  }
}

async function parseBody(req: IncomingMessage, body: Buffer) {
  const type = req.headers['content-type'] ?? ''
  if (!type.startsWith('multipart/form-data')) {
    return { fields: JSON.parse(body.toString('utf8') || '{}'), files: {} }
  }
  // Undici parses multipart bodies: the fake reads what a real server would.
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  }).formData()
  const fields: Record<string, unknown> = {}
  const files: Record<string, ImagesFakeFile> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value
    else {
      files[name] = {
        name: value.name,
        type: value.type,
        data: Buffer.from(await value.arrayBuffer()),
      }
    }
  }
  return { fields, files }
}
