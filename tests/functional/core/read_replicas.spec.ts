import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { waitFor } from '#tests/helpers/app_processes'
import {
  PAGE_HEADERS,
  SignedInClient,
  metricsOf,
  replicaRows,
} from './read_replicas_test_helpers.js'
import { buyPlus, startReplicaSite, type ReplicaSite } from './replica_site.js'

/*
| Rule: with DATABASE_REPLICA_URLS, catalog reads go to a streaming replica and
| everything else to the primary. A real web process (bin/web.ts) runs on a
| primary and two replicas that replay each commit 3 s late:
| - a catalog page's queries run on a replica, none on the primary;
| - a purchase shows on the buyer's next page while the replicas lack it;
| - one replica stopping sends its reads to the other, both stopping sends them
|   to the primary: no 5xx either way.
*/

const APPLY_DELAY_MS = 3000

function logLinesWith(site: ReplicaSite, token: string) {
  return site.pair.replicaUrls.flatMap((_, index) =>
    site.pair
      .replicaLog(index)
      .split('\n')
      .filter((line) => line.includes(token))
  )
}

/** Catalog searches from 4 clients while `during` runs: their statuses and failures. */
async function catalogTraffic(site: ReplicaSite, during: () => Promise<void>) {
  let running = true
  const statuses: number[] = []
  const failures: string[] = []
  const client = async () => {
    while (running) {
      const token = `zr${randomBytes(6).toString('hex')}`
      try {
        const response = await fetch(`${site.baseUrl}/models?q=${token}`, {
          headers: PAGE_HEADERS,
        })
        await response.arrayBuffer()
        statuses.push(response.status)
      } catch (error) {
        failures.push(String(error))
      }
    }
  }
  const clients = Array.from({ length: 4 }, client)
  await during()
  running = false
  await Promise.all(clients)
  return { statuses, failures }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function readsOn(metrics: string, target: string) {
  const found = metrics.match(
    new RegExp(`velvet_db_replica_reads_total\\{target="${target}"\\} (\\d+)`)
  )
  return Number(found?.[1] ?? 0)
}

test.group('Read replicas', (group) => {
  let site: ReplicaSite

  group.setup(async () => {
    site = await startReplicaSite({
      replicas: 2,
      applyDelayMs: APPLY_DELAY_MS,
      primary: 'read_replicas_primary',
    })
    return () => site.stop()
  })

  test('a catalog page reads from a replica; the primary runs none of its queries', async ({
    assert,
  }) => {
    // A search no cache has seen: its words reach the database as a parameter.
    const token = `zq${randomBytes(6).toString('hex')}`
    const response = await fetch(`${site.baseUrl}/models?q=${token}`, { headers: PAGE_HEADERS })
    assert.equal(response.status, 200)
    await response.arrayBuffer()
    const onReplicas = logLinesWith(site, token)
    assert.isNotEmpty(onReplicas)
    for (const line of onReplicas) assert.match(line, /^velvet-replica-read\|/)
    assert.notInclude(site.pair.primaryLog(), token)
    const metrics = await metricsOf(site.metricsUrl)
    assert.match(metrics, /velvet_db_replica_reads_total\{target="replica"\} [1-9]/)
    // The lag of each replica, apart.
    assert.match(metrics, /velvet_db_replica_lag_seconds\{replica="0"\} \d/)
    assert.match(metrics, /velvet_db_replica_lag_seconds\{replica="1"\} \d/)
  }).timeout(30_000)

  test('a purchase shows on the buyer’s next page while the replicas still lack it', async ({
    assert,
  }) => {
    const user = await createUser({}, { connection: site.primary })
    const buyer = await SignedInClient.signIn(site.baseUrl, user.email, TEST_PASSWORD)
    await buyPlus(site, buyer)

    const page = await buyer.get('/profile?tab=transactions')
    assert.equal(page.status, 200)
    const { props } = JSON.parse(page.text)
    // The header's balance, and the purchase among the transactions.
    assert.equal(props.balance, 600)
    assert.include(page.text, '"Plus"')
    // Still not replayed on the replicas after the page came: the page read the primary.
    for (const url of site.pair.replicaUrls) {
      const onReplica = await replicaRows(
        url,
        'SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1',
        [user.id]
      )
      assert.equal(onReplica[0].n, 0, 'a replica had replayed the purchase: lag too short')
    }
  }).timeout(30_000)

  test('one replica stopping sends its reads to the other, both to the primary: no 5xx', async ({
    assert,
  }) => {
    const one = await catalogTraffic(site, async () => {
      await sleep(1_000)
      await site.pair.stopReplica('immediate', 1)
      await sleep(2_000)
    })
    const afterOne = await metricsOf(site.metricsUrl)
    console.log(`  ${one.statuses.length} answered while one replica stopped`)
    assert.deepEqual(one.failures, [])
    assert.isAbove(one.statuses.length, 5)
    assert.deepEqual([...new Set(one.statuses)], [200])
    assert.include(afterOne, 'velvet_db_replica_up{replica="1"} 0')
    // Reads reach a replica again: the one left (no replica at all would leave this at 0).
    const replicaReads = readsOn(afterOne, 'replica')
    await waitFor(
      'a read on the replica left',
      async () => {
        await fetch(`${site.baseUrl}/models?q=zs${randomBytes(6).toString('hex')}`, {
          headers: PAGE_HEADERS,
        }).then((response) => response.arrayBuffer())
        return readsOn(await metricsOf(site.metricsUrl), 'replica') > replicaReads
      },
      10_000
    )
    const unusable = readsOn(await metricsOf(site.metricsUrl), 'unusable')

    const both = await catalogTraffic(site, async () => {
      await site.pair.stopReplica('immediate', 0)
      await sleep(2_000)
    })
    console.log(`  ${both.statuses.length} answered while the other stopped`)
    assert.deepEqual(both.failures, [])
    assert.deepEqual([...new Set(both.statuses)], [200])
    const metrics = await metricsOf(site.metricsUrl)
    assert.include(metrics, 'velvet_db_replica_up{replica="0"} 0')
    assert.isAbove(readsOn(metrics, 'unusable'), unusable)
  }).timeout(40_000)
})
