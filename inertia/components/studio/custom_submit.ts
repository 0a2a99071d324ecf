import { csrfHeaders } from '~/lib/csrf'
import { urlFor } from '~/lib/routes'

export type SubmitOutcome =
  | { kind: 'photo'; url: string; downloadUrl: string | null; balance?: number }
  | { kind: 'task'; taskId: string; message: string | null; balance?: number }
  | { kind: 'insufficient' }
  | { kind: 'error'; messageKey?: string; message?: string; balance?: number }

/**
 * `POST /api/custom-generation` (multipart), its answer read the way
 * product.md §8 lists: 402 → insufficient balance, 504 or a timeout → the
 * "taking too long" message, an unreadable body → "Error en la respuesta
 * del servidor. Por favor…", success false → the server's message, an
 * unexpected shape → "Error en la respuesta del servidor".
 */
export async function submitCustom(form: {
  image: File
  prompt: string
  type: 'photo' | 'video'
  clientKey: string
  /** The picture consent checkbox, ticked: the server refuses the request without it. */
  consent: boolean
}): Promise<SubmitOutcome> {
  const body = new FormData()
  body.append('type', form.type)
  body.append('prompt', form.prompt)
  body.append('clientKey', form.clientKey)
  if (form.consent) body.append('pictureConsent', 'on')
  body.append('image', form.image)
  let response: Response
  try {
    response = await fetch(urlFor('custom_generation.generate'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(await csrfHeaders()) },
      body,
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return { kind: 'error', messageKey: timedOut ? 'timeout' : 'network' }
  }
  if (response.status === 402) return { kind: 'insufficient' }
  if (response.status === 504) return { kind: 'error', messageKey: 'timeout' }
  const data = await response.json().catch(() => undefined)
  if (!data || typeof data !== 'object') return { kind: 'error', messageKey: 'badResponse' }
  if (!response.ok || data.success === false) {
    const message = data.message ?? data.errors?.[0]?.message
    return message
      ? { kind: 'error', message, balance: data.balance }
      : { kind: 'error', messageKey: 'generic' }
  }
  const result = data.result
  if (result && typeof result.url === 'string') {
    return {
      kind: 'photo',
      url: result.url,
      downloadUrl: result.download_url ?? null,
      balance: data.balance,
    }
  }
  if (result && typeof result.task_id === 'string') {
    return {
      kind: 'task',
      taskId: result.task_id,
      message: data.message ?? null,
      balance: data.balance,
    }
  }
  return { kind: 'error', messageKey: 'unexpected' }
}
