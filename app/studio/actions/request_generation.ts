import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import queue from '#core/queue/queue'
import { checkText } from '#ai/services/moderation/moderation_service'
import { holdPoints } from '#ledger/actions/hold_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { costOf } from '#ledger/queries/cost_of'
import { InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { countRequest } from '#catalog/actions/count_request'
import { modelNames } from '#catalog/queries/model_names'
import type { Locale } from '#core/i18n/locales'
import { StudioError } from '#studio/exceptions/studio_error'
import {
  recordPictureAttestation,
  type PictureAttestation,
} from '#studio/actions/record_picture_attestation'
import { generateJob } from '#studio/jobs/generate_job'
import { scheduleDeadline } from '#studio/jobs/deadline_job'
import { deadlineSecondsOf } from '#config/studio'
import { clock } from '#core/clock'

export type StudioKind = 'photo' | 'video' | 'custom_photo' | 'custom_video'

export const MAX_PROMPT_LENGTH = 500

export type RequestGenerationInput = {
  userId: number
  kind: StudioKind
  prompt: string | null | undefined
  clientKey: string
  modelId?: number
  uploadKey?: string
  /** The request's language: the character's name is kept in it on the hold (transactions). */
  locale?: Locale
  attestation?: PictureAttestation
}

export type RequestedGeneration = {
  id: number
  taskId: string
  cost: number
  balance: number
  replayed: boolean
}

/** One transaction (pg-boss sends through it): no job for a rolled-back request, no request without its consent or jobs. */
export async function requestGeneration(
  input: RequestGenerationInput
): Promise<RequestedGeneration> {
  const prompt = (input.prompt ?? '').trim()
  if (!prompt) throw new StudioError(`studio.errors.emptyPrompt.${input.kind}`, 422)
  if (prompt.length > MAX_PROMPT_LENGTH) {
    throw new StudioError('studio.errors.promptTooLong', 422, { max: MAX_PROMPT_LENGTH })
  }
  // The moderation service before anything is stored or held: a refusal costs nothing. When
  // its provider cannot answer, generation refuses with a 503 ("try again", nothing charged).
  const verdict = await checkText(prompt, { path: input.kind, userId: input.userId })
  if (!verdict.allowed) {
    throw new StudioError(verdict.messageKey, verdict.category === 'unavailable' ? 503 : 400)
  }
  const character = input.kind === 'photo' || input.kind === 'video' ? input.modelId : undefined
  const subject = character ? await characterName(character, input.locale ?? 'en') : null
  if ((input.kind === 'photo' || input.kind === 'video') && !subject) {
    throw new StudioError('studio.errors.modelNotFound', 404)
  }
  if (input.kind.startsWith('custom_') && !input.attestation) {
    throw new Error('a custom generation needs the picture consent of its user')
  }

  try {
    return await db.transaction(async (trx) => {
      const cost = await costOf(input.kind, { client: trx })
      // The purge (created_at) and the sweep (deadline_at) read the same clock.
      const now = clock.now()
      const deadlineSeconds = deadlineSecondsOf(input.kind)
      const inserted = await trx.rawQuery(
        `INSERT INTO studio_requests
           (task_id, user_id, model_id, kind, prompt, cost, client_key, upload_key, deadline_at,
            created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, client_key) DO NOTHING
         RETURNING id, task_id`,
        [
          randomUUID(),
          input.userId,
          (character ?? null) as number,
          input.kind,
          prompt,
          cost,
          input.clientKey,
          (input.uploadKey ?? null) as string,
          new Date(now.getTime() + deadlineSeconds * 1000),
          now,
          now,
        ]
      )
      if (!inserted.rows.length) return replayOf(trx, input)
      const id: number = inserted.rows[0].id
      const taskId = String(inserted.rows[0].task_id)
      if (input.attestation) {
        const request = { id, taskId, userId: input.userId, attestedAt: now }
        await recordPictureAttestation(trx, request, input.attestation)
      }
      const holdKey = `studio:${id}`
      const hold = await holdPoints(
        {
          userId: input.userId,
          amount: cost,
          purpose: input.kind,
          reference: `studio_request:${id}`,
          idempotencyKey: holdKey,
          metadata: { modelId: character ?? null, subject },
        },
        { client: trx }
      )
      await trx.rawQuery('UPDATE studio_requests SET hold_key = ? WHERE id = ?', [holdKey, id])
      if (character) await countRequest(character, input.kind as 'photo' | 'video', trx)
      await queue.send(generateJob, { requestId: id, uploadKey: input.uploadKey ?? null }, { trx })
      await scheduleDeadline(id, deadlineSeconds, trx)
      return {
        id,
        taskId,
        cost,
        balance: hold.balanceAfter,
        replayed: false,
      }
    })
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw new StudioError('studio.errors.insufficientBalance', 402, {
        balance: error.balance,
        cost: error.required,
      })
    }
    throw error
  }
}

async function characterName(id: number, locale: Locale) {
  if (!Number.isSafeInteger(id) || id < 1) return null
  const names = await modelNames([id], locale)
  return names.get(id) ?? null
}

async function replayOf(trx: TransactionClientContract, input: RequestGenerationInput) {
  const result = await trx.rawQuery(
    'SELECT id, task_id, cost FROM studio_requests WHERE user_id = ? AND client_key = ?',
    [input.userId, input.clientKey]
  )
  const row = result.rows[0]
  return {
    id: row.id as number,
    taskId: String(row.task_id),
    cost: Number(row.cost),
    balance: await balanceOf(input.userId, { client: trx }),
    replayed: true,
  }
}
