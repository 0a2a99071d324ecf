import db from '@adonisjs/lucid/services/db'
import { DEFAULT_PACKAGES } from '#database/seeders/packages_seeder'
import { pgTypes } from '#core/db/pg_types'
import { CARD } from '#tests/helpers/payments'
import { startReplicaPair, type ReplicaPair } from '#tests/helpers/replica_cluster'
import {
  aceArgs,
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '#tests/helpers/app_processes'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'
import {
  PAGE_HEADERS,
  learnInertiaVersion,
  metricsOf,
  type SignedInClient,
} from './read_replicas_test_helpers.js'

/*
| A real web process (bin/web.ts) on a migrated primary and its streaming
| replicas, each replaying commits `applyDelayMs` late; `primary` names a Lucid
| connection of this test process to that primary.
*/

export type ReplicaSite = {
  pair: ReplicaPair
  baseUrl: string
  metricsUrl: string
  primary: string
  stop(): Promise<void>
}

export async function startReplicaSite({
  replicas = 1,
  applyDelayMs,
  primary,
}: {
  replicas?: number
  applyDelayMs: number
  primary: string
}): Promise<ReplicaSite> {
  const pair = await startReplicaPair({
    replicas,
    applyDelayMs,
    prepare: async (primaryUrl) => {
      const migrate = startAppProcess(aceArgs('migration:run', '--force'), {
        ...process.env,
        DATABASE_URL: primaryUrl,
      })
      const code = await new Promise((resolve) => migrate.child.once('exit', resolve))
      if (code !== 0) throw new Error(`migrations failed:\n${migrate.output()}`)
    },
  })
  const connection = { connectionString: pair.primaryUrl, types: pgTypes }
  db.manager.add(primary, { client: 'pg', connection })
  await db.connection(primary).table('packages').insert(DEFAULT_PACKAGES)
  const [port, metricsPort] = [await freePort(), await freePort()]
  const baseUrl = `http://127.0.0.1:${port}`
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    WEB_CONCURRENCY: '1',
    DATABASE_URL: pair.primaryUrl,
    DATABASE_REPLICA_URLS: pair.replicaUrls.join(','),
    DATABASE_REPLICA_MAX_LAG_MS: '30000',
  }
  delete env.DEV_MODE
  const web: AppProcess = startAppProcess(['bin/web.ts'], env)
  const stop = async () => {
    await stopAppProcess(web)
    await db.manager.close(primary)
    db.manager.release(primary)
    await pair.stop()
  }
  try {
    await waitFor(
      'the web process',
      () =>
        fetch(`${baseUrl}/health`).then(
          (response) => response.ok,
          () => false
        ),
      60_000,
      web.output
    )
    await learnInertiaVersion(baseUrl)
    // The first catalog read starts the replica probe; reads use a replica once it passed.
    await fetch(`${baseUrl}/models`, { headers: PAGE_HEADERS }).then((r) => r.arrayBuffer())
    await waitFor(
      'the replicas probed up',
      async () => {
        const metrics = await metricsOf(metricsUrl)
        return pair.replicaUrls.every((_, index) =>
          metrics.includes(`velvet_db_replica_up{replica="${index}"} 1`)
        )
      },
      10_000
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { pair, baseUrl, metricsUrl, primary, stop }
}

/** Buys the Plus package (600 points) by sandbox card, as the pages do; answers its purchase id. */
export async function buyPlus(site: ReplicaSite, buyer: SignedInClient) {
  const [plus] = await db.connection(site.primary).from('packages').where('slug', 'plus')
  const intent = await buyer.post(CARD.create, { packageId: plus.id })
  if (intent.status !== 200) throw new Error(`checkout refused: ${intent.text}`)
  const { clientSecret, paymentIntentId } = JSON.parse(intent.text).data
  const card = await buyer.post('/sandbox/card/confirm', {
    clientSecret,
    cardholderName: 'Ana López',
    cardNumber: '4242 4242 4242 4242',
  })
  if (card.status !== 200) throw new Error(`card refused: ${card.text}`)
  const confirm = await buyer.post(CARD.confirm, { paymentIntentId })
  if (confirm.status !== 200) throw new Error(`confirm refused: ${confirm.text}`)
  return Number(JSON.parse(confirm.text).data.purchaseId)
}
