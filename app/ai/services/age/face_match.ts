/*
| Whether two face descriptors (Human's description model, 1024 numbers) are the same face: Human's
| own similarity (match.similarity with its defaults: Euclidean distance, multiplier 25, normalised
| over 0.2–0.8), written out here so that comparing needs no loaded model. What it gave on
| our pictures: docs/safety.md.
*/

/** A face at this similarity or above is the blocked face. */
export const FACE_MATCH_SIMILARITY = 0.5

/** 0 (nothing alike) to 1 (the same descriptor), as Human's match.similarity. */
export function faceSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length || a.length === 0) return 0
  let sum = 0
  for (const [index, value] of Array.from(a).entries()) {
    const difference = value - b[index]
    sum += difference * difference
  }
  const distance = Math.round(100 * 25 * sum) / 100
  if (distance === 0) return 1
  const normalised = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2)
  return Math.round(100 * Math.max(Math.min(normalised, 1), 0)) / 100
}

/** True when any of `faces` matches any of `blocked`. */
export function matchesBlockedFace(faces: ArrayLike<number>[], blocked: ArrayLike<number>[]) {
  return faces.some((face) =>
    blocked.some((other) => faceSimilarity(face, other) >= FACE_MATCH_SIMILARITY)
  )
}
