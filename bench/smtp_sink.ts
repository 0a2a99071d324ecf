import { createServer, type Socket } from 'node:net'

/**
 * A loopback SMTP server that accepts every mail and counts it: enough of
 * the protocol (EHLO, MAIL, RCPT, DATA, RSET, QUIT) for nodemailer, so the
 * mail bench measures a real SMTP round trip without leaving the machine.
 */
export async function startSmtpSink() {
  let received = 0
  let firstAt = 0
  let lastAt = 0
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    socket.write('220 sink ESMTP\r\n')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          buffer = buffer.slice(end + 5)
          inData = false
          received++
          lastAt = performance.now()
          firstAt ||= lastAt
          socket.write('250 queued\r\n')
          continue
        }
        const lineEnd = buffer.indexOf('\r\n')
        if (lineEnd === -1) return
        const line = buffer.slice(0, lineEnd)
        buffer = buffer.slice(lineEnd + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go on\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    received: () => received,
    /** Milliseconds between the first and the last mail received. */
    span: () => lastAt - firstAt,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
