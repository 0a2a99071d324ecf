export type Limit = {
  requests: number
  window: number
  block?: number
}

export type Hit = {
  count: number
  allowed: boolean
  firstRefusal: boolean
  retryAfter: number
}
