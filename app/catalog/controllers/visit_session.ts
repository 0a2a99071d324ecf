import { recordVisit } from '#catalog/actions/record_visit'

export const VISITED_SESSION_KEY = 'catalog.visited'

// Keeps the session cookie small; the oldest ids drop out first.
const REMEMBERED = 150

type SessionLike = {
  get(key: string, fallback?: unknown): unknown
  put(key: string, value: unknown): void
}

// Once per visitor session, not once per reload: the ids already counted live in the session.
export async function countVisit(session: SessionLike, modelId: number, current: number) {
  const seen = session.get(VISITED_SESSION_KEY, [])
  const visited = Array.isArray(seen) ? seen.filter((id) => typeof id === 'number') : []
  if (visited.includes(modelId)) return current

  const count = await recordVisit(modelId)
  session.put(VISITED_SESSION_KEY, [...visited, modelId].slice(-REMEMBERED))
  return count ?? current
}
