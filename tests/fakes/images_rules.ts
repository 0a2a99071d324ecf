/*
| What OpenAI's Images API refuses, for the loopback fake (images_fake.ts).
| Written from the API reference the `openai` package ships
| (node_modules/openai/resources/images.d.ts, generated from OpenAI's API
| spec): the models it lists, the parameters of each endpoint, the sizes,
| qualities and formats of each model, the edit inputs (png, webp or jpg,
| under 50 MB, at most 16). Errors take OpenAI's shape: `{ error: { message,
| type: 'invalid_request_error', param, code } }`. The `code` of the file
| checks is the fake's own word (the adapter reads none of them).
*/

import { safetyIdentifierRefusal } from '#tests/fakes/safety_identifier_rule'

export type FakeFile = { name: string; type: string; data: Buffer }
export type ApiError = {
  status: number
  error: { message: string; type: string; param: string | null; code: string | null }
}

export const STANDARD_SIZES = ['1024x1024', '1536x1024', '1024x1536']
const FREE_SIZES = /^gpt-image-2(\.5-(sunburst|flare))?(-\d{4}-\d{2}-\d{2})?$/
const XHIGH_QUALITY = /^gpt-image-2\.5-(sunburst|flare)(-\d{4}-\d{2}-\d{2})?$/
export const CURRENT_MODELS = [
  'gpt-image-1.5',
  'gpt-image-1-mini',
  'gpt-image-2',
  'gpt-image-2-2026-04-21',
  'gpt-image-2.5-sunburst',
  'gpt-image-2.5-sunburst-2026-09-08',
  'gpt-image-2.5-flare',
  'gpt-image-2.5-flare-2026-09-08',
  'gpt-image-2.6-sunburst',
  'gpt-image-2.6-flare',
  'chatgpt-image-latest',
]
/** dall-e-2 and dall-e-3 retired on 2026-05-12, gpt-image-1 shut down on 2026-10-23. */
export const RETIRED_MODELS = ['dall-e-2', 'dall-e-3', 'gpt-image-1']

const COMMON = ['model', 'prompt', 'n', 'size', 'quality', 'background', 'output_format']
const PARAMETERS: Record<string, string[]> = {
  '/v1/images/generations': [
    ...COMMON,
    'output_compression',
    'moderation',
    'user',
    'safety_identifier',
    'stream',
  ],
  '/v1/images/edits': [
    ...COMMON,
    'output_compression',
    'input_fidelity',
    'mask',
    'user',
    'safety_identifier',
    'stream',
  ],
}
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp']

const invalid = (param: string | null, message: string, code: string | null, status = 400) => ({
  status,
  error: { message, type: 'invalid_request_error', param, code },
})
const badValue = (param: string, value: unknown, supported: string[]) =>
  invalid(
    param,
    `Invalid value: '${value}'. Supported values are: ${supported.map((v) => `'${v}'`).join(', ')}.`,
    'invalid_value'
  )

/** The image type of `data` by its first bytes, or null. */
function sniff(data: Buffer) {
  if (data.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'image/png'
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp'
  return null
}

function sizeRefusal(model: string, size: unknown): ApiError | null {
  if (size === undefined || size === 'auto' || STANDARD_SIZES.includes(String(size))) return null
  const free = /^(\d+)x(\d+)$/.exec(String(size))
  if (FREE_SIZES.test(model) && free) {
    const [width, height] = [Number(free[1]), Number(free[2])]
    const ratio = width / height
    const fits = Math.max(width, height) <= 3840 && width * height <= 3840 * 2160
    if (width % 16 === 0 && height % 16 === 0 && ratio >= 1 / 3 && ratio <= 3 && fits) return null
  }
  return badValue('size', size, [...STANDARD_SIZES, 'auto'])
}

function uploadRefusal(uploads: FakeFile[], param: string): ApiError | null {
  if (uploads.length === 0)
    return invalid(param, "Missing required parameter: 'image'.", 'missing_required_parameter')
  if (uploads.length > 16)
    return invalid(param, 'At most 16 images can be edited at once.', 'invalid_value')
  for (const file of uploads) {
    if (!UPLOAD_TYPES.includes(file.type)) {
      return invalid(
        param,
        `Invalid file '${param}': unsupported mimetype ('${file.type}'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.`,
        'unsupported_file_mimetype'
      )
    }
    if (file.data.length >= MAX_UPLOAD_BYTES) {
      return invalid(param, `Invalid file '${param}': must be less than 50 MB.`, 'file_too_large')
    }
    if (sniff(file.data) !== file.type) {
      return invalid(
        param,
        `Invalid file '${param}': the file is not a valid ${file.type}.`,
        'invalid_image_file'
      )
    }
  }
  return null
}

/** OpenAI's answer to a request it refuses, or null when it takes it. */
export function refusal(
  path: string,
  fields: Record<string, unknown>,
  uploads: FakeFile[],
  uploadParam: string
): ApiError | null {
  const allowed = PARAMETERS[path]
  if (!allowed) return invalid(null, `Invalid URL (POST ${path})`, null, 404)
  const model = String(fields.model ?? '')
  if (RETIRED_MODELS.includes(model)) {
    return invalid(
      null,
      `The model \`${model}\` does not exist or you do not have access to it.`,
      'model_not_found',
      404
    )
  }
  if (!CURRENT_MODELS.includes(model)) return badValue('model', model, CURRENT_MODELS)
  // GPT image models always answer b64_json: `response_format` and `style` are unknown to them.
  for (const name of Object.keys(fields)) {
    if (!allowed.includes(name))
      return invalid(name, `Unknown parameter: '${name}'.`, 'unknown_parameter')
  }
  const prompt = fields.prompt
  if (typeof prompt !== 'string' || !prompt)
    return invalid('prompt', "Missing required parameter: 'prompt'.", 'missing_required_parameter')
  if (prompt.length > 32_000)
    return invalid(
      'prompt',
      'The prompt is longer than 32000 characters.',
      'string_above_max_length'
    )
  const n = fields.n === undefined ? 1 : Number(fields.n)
  if (!Number.isInteger(n) || n < 1 || n > 10)
    return invalid('n', `Invalid 'n': must be between 1 and 10.`, 'integer_out_of_range')
  const sized = sizeRefusal(model, fields.size)
  if (sized) return sized
  const qualities = [
    'low',
    'medium',
    'high',
    'auto',
    ...(XHIGH_QUALITY.test(model) ? ['xhigh', 'max'] : []),
  ]
  if (fields.quality !== undefined && !qualities.includes(String(fields.quality)))
    return badValue('quality', fields.quality, qualities)
  const format = String(fields.output_format ?? 'png')
  if (!['png', 'jpeg', 'webp'].includes(format))
    return badValue('output_format', format, ['png', 'jpeg', 'webp'])
  if (fields.output_compression !== undefined) {
    const compression = Number(fields.output_compression)
    if (format === 'png')
      return invalid(
        'output_compression',
        'output_compression is only supported for the jpeg and webp output formats.',
        'invalid_value'
      )
    if (!Number.isInteger(compression) || compression < 0 || compression > 100)
      return invalid(
        'output_compression',
        'output_compression must be between 0 and 100.',
        'integer_out_of_range'
      )
  }
  if (
    fields.background !== undefined &&
    !['transparent', 'opaque', 'auto'].includes(String(fields.background))
  )
    return badValue('background', fields.background, ['transparent', 'opaque', 'auto'])
  if (fields.background === 'transparent' && format === 'jpeg')
    return invalid(
      'background',
      'Transparent backgrounds need the png or webp output format.',
      'invalid_value'
    )
  if (fields.input_fidelity !== undefined) {
    const fidelities =
      model === 'gpt-image-1-mini'
        ? ['low']
        : model.startsWith('gpt-image-2')
          ? []
          : ['high', 'low']
    if (!fidelities.includes(String(fields.input_fidelity)))
      return badValue('input_fidelity', fields.input_fidelity, fidelities)
  }
  const upload = path === '/v1/images/edits' ? uploadRefusal(uploads, uploadParam) : null
  const unsafe = safetyIdentifierRefusal(fields.safety_identifier)
  return upload ?? (unsafe ? invalid('safety_identifier', unsafe, 'invalid_value') : null)
}
