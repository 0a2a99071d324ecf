import { fingerprintsOf } from '#ai/queries/media_fingerprints'
import { resultOfLink, resultOfTask, type ReportedResult } from '#studio/queries/reported_results'
import { resultsLike } from '#studio/queries/results_like'

// An unknown link or a picture of nothing we made names no result: the request still reaches staff.
export async function reportedTargets(where: {
  link?: string
  task?: string
  picture?: Buffer | null
}): Promise<number[]> {
  const found: (ReportedResult | null)[] = []
  if (where.task) found.push(await resultOfTask(where.task))
  if (where.link) found.push(await resultOfLink(where.link))
  const ids = found.flatMap((result) => (result && !result.removed ? [result.requestId] : []))
  if (where.picture) {
    const copies = await resultsLike(await fingerprintsOf(where.picture, 'image/jpeg'))
    ids.push(...copies.map((copy) => copy.requestId))
  }
  return [...new Set(ids)].sort((a, b) => a - b)
}
