export type MovementLabel = {
  key: string
  params: Record<string, string | number>
  dates: Record<string, string>
}

export type MovementFacts = {
  kind: string
  amount: number
  metadata: Record<string, unknown>
  holdStatus: 'held' | 'captured' | 'released' | null
  givenBack: { kind: string; metadata: Record<string, unknown> } | null
  lot: { kind: string; createdAt: string } | null
  packageName: string | null
}
