export type SessionRow = {
  data: string
  expires_at: Date
  generation: string
}
