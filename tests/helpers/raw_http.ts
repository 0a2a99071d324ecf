import { connect } from 'node:net'
import env from '#start/env'

export type RawResponse = {
  /** 0 when the server closed the connection without an answer. */
  status: number
  head: string
  body: string
}

/**
 * Sends bytes exactly as given to the test server over a plain socket.
 * The API client (and Node's own http client) refuses to send what real
 * clients and proxies still send: a Host with spaces, a Content-Length that
 * does not match the body. The request should carry `Connection: close`;
 * after `timeoutMs` without the server closing, the socket is destroyed and what
 * arrived so far is the answer.
 */
export function rawRequest(
  request: string | Buffer,
  {
    timeoutMs = 3000,
    halfClose = false,
    localAddress,
  }: { timeoutMs?: number; halfClose?: boolean; localAddress?: string } = {}
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: env.get('PORT'), localAddress })
    const chunks: Buffer[] = []
    const timer = setTimeout(() => socket.destroy(), timeoutMs)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that resets a bad request has answered it (no 5xx); anything else is a test bug.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      const bytes = Buffer.concat(chunks)
      const end = bytes.indexOf('\r\n\r\n')
      const head = bytes.subarray(0, end === -1 ? bytes.length : end).toString('latin1')
      const body = end === -1 ? '' : bytes.subarray(end + 4).toString('utf8')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      resolve({ status, head, body })
    })
    // halfClose: the client stops sending (a body shorter than its Content-Length ends there).
    if (halfClose) socket.end(request)
    else socket.write(request)
  })
}

/** A complete HTTP/1.1 request text; `headers` are written as given, in order. */
export function rawHttp(
  method: string,
  path: string,
  headers: [string, string][],
  body: string | Buffer = ''
) {
  const head = [
    `${method} ${path} HTTP/1.1`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ]
  return Buffer.concat([
    Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'),
    typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
  ])
}
