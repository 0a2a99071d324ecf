import queue from '#core/queue/queue'
import { runGeneration } from '#studio/actions/run_generation'
import { dropUpload } from '#studio/actions/drop_upload'
import { readUpload } from '#studio/services/studio_uploads'

export type GenerateJobData = { requestId: number; uploadKey: string | null }

/**
 * The work of one studio request. A killed worker stops its heartbeat, so pg-boss hands the job to
 * another within seconds; runGeneration is idempotent.
 */
export const generateJob = queue.define<GenerateJobData>({
  name: 'studio.generate',
  queue: { heartbeatSeconds: 10, expireInSeconds: 15 * 60, retryLimit: 3, retryDelay: 2 },
  work: { localConcurrency: 4, pollingIntervalSeconds: 0.5 },
  async handle(data) {
    const upload = data.uploadKey ? await readUpload(data.uploadKey) : null
    // A throw (the database went away) keeps the upload for pg-boss's retry.
    await runGeneration(data.requestId, upload)
    if (data.uploadKey) await dropUpload(data.requestId, data.uploadKey)
  },
})
