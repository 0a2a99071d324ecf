import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEFAULT_PACKAGES } from '#database/seeders/packages_seeder'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
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
  SignedInClient,
  metricsOf,
  replicaRows,
} from './read_replicas_test_helpers.js'

/*
| Rule: with DATABASE_REPLICA_URLS, catalog reads go to a streaming replica and
| everything else to the primary. A real web process (bin/web.ts) runs on a
| primary and a replica that replays each commit 3 s late:
| - a catalog page's queries run on the replica, none on the primary;
| - a purchase shows on the buyer's next page while the replica lacks it;
| - the replica stopping mid-traffic costs no answer: no 5xx, reads on the primary.
*/

const APPLY_DELAY_MS = 3000
const PRIMARY = 'read_replicas_primary'

test.group('Read replicas', (group) => {
  let pair: ReplicaPair
  let web: AppProcess
  let baseUrl = ''
  let metricsUrl = ''

  group.setup(async () => {
    pair = await startReplicaPair({
      applyDelayMs: APPLY_DELAY_MS,
      prepare: async (primaryUrl) => {
        const migrate = startAppProcess(aceArgs('migration:run', '--force'), {
          ...process.env,
          DATABASE_URL: primaryUrl,
        })
        const code = await new Promise((resolve) => migrate.child.once('exit', resolve))
        if (code !== 0) throw new Error(`migrations failed:\n${migrate.output()}`)
      },
    })
    db.manager.add(PRIMARY, { client: 'pg', connection: { connectionString: pair.primaryUrl } })
    await db.connection(PRIMARY).table('packages').insert(DEFAULT_PACKAGES)
    const [port, metricsPort] = [await freePort(), await freePort()]
    baseUrl = `http://127.0.0.1:${port}`
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      WEB_CONCURRENCY: '1',
      DATABASE_URL: pair.primaryUrl,
      DATABASE_REPLICA_URLS: pair.replicaUrl,
      DATABASE_REPLICA_MAX_LAG_MS: '30000',
    }
    delete env.DEV_MODE
    web = startAppProcess(['bin/web.ts'], env)
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
    // The first catalog read starts the replica probe; reads use the replica once it passed.
    await fetch(`${baseUrl}/models`, { headers: PAGE_HEADERS }).then((response) =>
      response.arrayBuffer()
    )
    await waitFor(
      'the replica probed up',
      async () => {
        const metrics = await metricsOf(metricsUrl)
        return metrics.includes('velvet_db_replica_up{replica="0"} 1')
      },
      10_000
    )
    return async () => {
      await stopAppProcess(web)
      await db.manager.close(PRIMARY)
      db.manager.release(PRIMARY)
      await pair.stop()
    }
  })

  test('a catalog page reads from the replica; the primary runs none of its queries', async ({
    assert,
  }) => {
    // A search no cache has seen: its words reach the database as a parameter.
    const token = `zq${randomBytes(6).toString('hex')}`
    const response = await fetch(`${baseUrl}/models?q=${token}`, { headers: PAGE_HEADERS })
    assert.equal(response.status, 200)
    await response.arrayBuffer()
    const onReplica = pair
      .replicaLog()
      .split('\n')
      .filter((line) => line.includes(token))
    assert.isNotEmpty(onReplica)
    for (const line of onReplica) assert.match(line, /^velvet-replica-read\|/)
    assert.notInclude(pair.primaryLog(), token)
    const metrics = await metricsOf(metricsUrl)
    assert.match(metrics, /velvet_db_replica_reads_total\{target="replica"\} [1-9]/)
    assert.match(metrics, /velvet_db_replica_lag_seconds\{replica="0"\} \d/)
  }).timeout(30_000)

  test('a purchase shows on the buyer’s next page while the replica still lacks it', async ({
    assert,
  }) => {
    const user = await createUser({}, { connection: PRIMARY })
    const buyer = await SignedInClient.signIn(baseUrl, user.email, TEST_PASSWORD)
    const [plus] = await db.connection(PRIMARY).from('packages').where('slug', 'plus')
    const intent = await buyer.post(CARD.create, { packageId: plus.id })
    assert.equal(intent.status, 200, intent.text)
    const { clientSecret, paymentIntentId } = JSON.parse(intent.text).data
    const card = await buyer.post('/sandbox/card/confirm', {
      clientSecret,
      cardholderName: 'Ana López',
      cardNumber: '4242 4242 4242 4242',
    })
    assert.equal(card.status, 200, card.text)
    const confirm = await buyer.post(CARD.confirm, { paymentIntentId })
    assert.equal(confirm.status, 200, confirm.text)

    const page = await buyer.get('/profile?tab=transactions')
    assert.equal(page.status, 200)
    const { props } = JSON.parse(page.text)
    // The header's balance, and the purchase among the transactions.
    assert.equal(props.balance, 600)
    assert.include(page.text, '"Plus"')
    // Still not replayed on the replica after the page came: the page read the primary.
    const onReplica = await replicaRows(
      pair.replicaUrl,
      'SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1',
      [user.id]
    )
    assert.equal(onReplica[0].n, 0, 'the replica had replayed the purchase: lag too short')
  }).timeout(30_000)

  test('the replica stopping mid-traffic costs no answer: every read goes to the primary', async ({
    assert,
  }) => {
    let running = true
    const statuses: number[] = []
    const failures: string[] = []
    const client = async () => {
      while (running) {
        const token = `zr${randomBytes(6).toString('hex')}`
        try {
          const response = await fetch(`${baseUrl}/models?q=${token}`, { headers: PAGE_HEADERS })
          await response.arrayBuffer()
          statuses.push(response.status)
        } catch (error) {
          failures.push(String(error))
        }
      }
    }
    const clients = Array.from({ length: 4 }, client)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await pair.stopReplica('immediate')
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    running = false
    await Promise.all(clients)
    console.log(`  ${statuses.length} answered while the replica stopped`)
    assert.deepEqual(failures, [])
    assert.isAbove(statuses.length, 20)
    assert.deepEqual([...new Set(statuses)], [200])
    const metrics = await metricsOf(metricsUrl)
    assert.include(metrics, 'velvet_db_replica_up{replica="0"} 0')
    assert.match(metrics, /velvet_db_replica_reads_total\{target="unusable"\} [1-9]/)
  }).timeout(30_000)
})
