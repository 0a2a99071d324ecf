/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
  }
  /** A run in progress: awaitable, and an emitter of each answer. */
  export type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void
    ): Instance
  }
  export default function autocannon(options: {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }): Instance
}
