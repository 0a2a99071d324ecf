import { ApiError, api, type ApiAnswer } from '~/lib/api'

export type SubmitOutcome =
  | { kind: 'photo'; url: string; downloadUrl: string | null; balance?: number }
  | { kind: 'task'; taskId: string; message: string | null; balance?: number }
  | { kind: 'insufficient' }
  | { kind: 'error'; messageKey?: string; message?: string; balance?: number }

/**
 * `POST /api/custom-generation` (multipart), its answer read as: 402 → insufficient balance, 504 or
 * a timeout → the "taking too long" message, an unreadable body → "Error en la respuesta del
 * servidor.
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
  let data: ApiAnswer<'custom_generation.generate'>
  try {
    data = await api('custom_generation.generate', { body })
  } catch (caught) {
    return refusal(caught)
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

/** What a failed submit tells the user; a refusal may carry the balance the server gave back. */
function refusal(caught: unknown): SubmitOutcome {
  if (!(caught instanceof ApiError)) return { kind: 'error', messageKey: 'network' }
  if (caught.reason === 'timeout' || caught.status === 504) {
    return { kind: 'error', messageKey: 'timeout' }
  }
  if (caught.reason === 'network') return { kind: 'error', messageKey: 'network' }
  if (caught.status === 402) return { kind: 'insufficient' }
  if (caught.reason === 'unreadable') return { kind: 'error', messageKey: 'badResponse' }
  return caught.message
    ? { kind: 'error', message: caught.message, balance: numberOr(caught.data?.balance) }
    : { kind: 'error', messageKey: 'generic' }
}

function numberOr(value: unknown) {
  return typeof value === 'number' ? value : undefined
}
