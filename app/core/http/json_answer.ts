/*
| The app's JSON answers, all built here. Every endpoint answers
| `ok(data, message?)`: `{ success: true, data, message? }`. A refusal is a
| DomainError thrown, which the exception handler answers as `refusal(...)`:
| `{ success: false, code, message, ...details }`.
|
| The public API was published with a few other shapes, which clients
| written against it read; they are kept below, and only there (a test
| keeps `success:` out of every other file).
*/

export function ok(): { success: true }
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string }
export function ok<T>(data?: T, message?: string) {
  if (data === undefined && message === undefined) return { success: true as const }
  return message === undefined
    ? { success: true as const, data }
    : { success: true as const, data, message }
}

/** An answer with only the user's words (a deletion, a resend). */
export function okMessage(message: string) {
  return { success: true as const, message }
}

export function refusal<D extends object>(code: string | undefined, message: string, details?: D) {
  return { ...details, success: false as const, code, message }
}

/*
| The published shapes. The photo and video requests of a character page:
| `{ success, photo }` and `{ success, video }`; their status
| `{ success, status, imagePath | videoPath, message, ... }`.
*/
type CustomResult = { task_id: string; url?: string; download_url?: string }

export const published = {
  photoRequest<P>(photo: P) {
    return { success: true as const, photo }
  },

  videoRequest<V>(video: V) {
    return { success: true as const, video }
  },

  /** A request's status: the photo/video status and custom generation's video-status (`status`, `currentStatus`, `url`, `message` at the top). */
  status<S extends object>(status: S) {
    return { success: true as const, ...status }
  },

  /** `POST /api/custom-generation`: `{ success, message, result: { url } | { task_id } }`. */
  customGeneration<E extends object>(message: string, result: CustomResult, extra: E) {
    return { success: true as const, message, result, ...extra }
  },

  /** `POST /chat/send`: the reply's text in `data.response` and, as older clients read it, `response`. */
  chatReply<D extends { response: string }>(data: D) {
    return { success: true as const, data, response: data.response }
  },

  /** `GET /favorites/check/:modelId`: `isFavorite` at the top, as published. */
  favoriteCheck(modelId: number, isFavorite: boolean) {
    return { success: true as const, isFavorite, data: { modelId, isFavorite } }
  },
}
