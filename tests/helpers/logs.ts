import logger from '@adonisjs/core/services/logger'

/*
| The app logger's lines as pino writes them (one JSON object each), for
| tests that check what a line carries. Every logger of the app (the global
| one, `ctx.logger` and their children) writes to the root pino's stream;
| this wraps that stream's write for the time of a test and lowers the level
| (`warn` in tests) to `level`.
*/

type Stream = { write(line: string): unknown }
type LogLine = Record<string, unknown> & { msg?: string; level?: number; request_id?: string }

export function captureLogs(level = 'info') {
  const pino = logger.pino as unknown as Record<symbol, Stream>
  const key = Object.getOwnPropertySymbols(pino).find(
    (symbol) => symbol.description === 'pino.stream'
  )
  if (!key) throw new Error('pino stream not found')
  const stream = pino[key]
  const raw: string[] = []
  const write = stream.write
  const own = Object.hasOwn(stream, 'write')
  stream.write = function (line: string) {
    raw.push(line)
    return write.call(this, line)
  }
  const previousLevel = logger.level
  logger.level = level
  return {
    /** The raw lines, as written. */
    raw,
    lines(): LogLine[] {
      return raw.map((line) => JSON.parse(line) as LogLine)
    },
    restore() {
      if (own) stream.write = write
      else delete (stream as Partial<Stream>).write
      logger.level = previousLevel
    },
  }
}
