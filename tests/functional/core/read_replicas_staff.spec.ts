import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { waitFor } from '#tests/helpers/app_processes'
import { SignedInClient, metricsOf, replicaRows } from './read_replicas_test_helpers.js'
import { buyPlus, startReplicaSite, type ReplicaSite } from './replica_site.js'

/*
| Rule: staff reports (the ledger, the takedown queue) read a replica, except
| for a session that just wrote (a refund, a takedown decision): its reads stay
| on the primary while the write may not have reached the replicas. A real web
| process runs on a primary and a replica whose replay the test pauses, so only
| the pin can show a refund there.
*/

test.group('Read replicas: staff reports', (group) => {
  let site: ReplicaSite

  group.setup(async () => {
    site = await startReplicaSite({ applyDelayMs: 0, primary: 'read_replicas_staff_primary' })
    return () => site.stop()
  })

  const staffMember = async () => {
    const staff = await createUser({ role: 'staff' }, { connection: site.primary })
    return SignedInClient.signIn(site.baseUrl, staff.email, TEST_PASSWORD)
  }

  test('a staff report reads from the replica; the primary runs none of its queries', async ({
    assert,
  }) => {
    const staff = await staffMember()
    // An account search no one made: its words reach the database as a parameter.
    const token = `zq${randomBytes(6).toString('hex')}`
    const page = await staff.get(`/staff/ledger?user=${token}`)
    assert.equal(page.status, 200, page.text)
    const onReplica = site.pair
      .replicaLog()
      .split('\n')
      .filter((line) => line.includes(token))
    assert.isNotEmpty(onReplica)
    for (const line of onReplica) assert.match(line, /^velvet-replica-read\|/)
    assert.notInclude(site.pair.primaryLog(), token)
  }).timeout(30_000)

  test('the takedown queue reads from the replica; the primary runs none of its queries', async ({
    assert,
  }) => {
    const staff = await staffMember()
    const page = await staff.get('/staff/reports')
    assert.equal(page.status, 200, page.text)
    const marker = 'FROM takedown_report_targets t WHERE t.report_id = r.id'
    const onReplica = site.pair
      .replicaLog()
      .split('\n')
      .filter((line) => line.includes(marker))
    assert.isNotEmpty(onReplica)
    for (const line of onReplica) assert.match(line, /^velvet-replica-read\|/)
    assert.notInclude(site.pair.primaryLog(), marker)
  }).timeout(30_000)

  test('right after a refund, the refunding staff member’s report shows it; another’s, read from the paused replica, does not yet', async ({
    assert,
  }) => {
    const user = await createUser({}, { connection: site.primary })
    const buyer = await SignedInClient.signIn(site.baseUrl, user.email, TEST_PASSWORD)
    const purchaseId = await buyPlus(site, buyer)
    const onReplica = (sql: string, bindings: unknown[] = []) =>
      replicaRows(site.pair.replicaUrl, sql, bindings)
    await waitFor(
      'the purchase on the replica',
      async () => {
        const rows = await onReplica('SELECT 1 FROM purchases WHERE id = $1', [purchaseId])
        return rows.length === 1
      },
      10_000
    )
    const [refunding, other] = [await staffMember(), await staffMember()]
    await onReplica('SELECT pg_wal_replay_pause()')
    try {
      const refund = await refunding.post(`/staff/purchases/${purchaseId}/refund`, {
        refundedCents: 0,
      })
      assert.oneOf(refund.status, [302, 303], refund.text)
      const refundedOn = async (staff: SignedInClient) => {
        const page = await staff.get(`/staff/ledger?user=${user.username}`)
        assert.equal(page.status, 200, page.text)
        const { purchases } = JSON.parse(page.text).props
        return purchases.find((row: { purchaseId: number }) => row.purchaseId === purchaseId)
          .refundedCents as number
      }
      assert.equal(await refundedOn(refunding), 999)
      assert.equal(await refundedOn(other), 0, 'the other report did not come from the replica')
      const metrics = await metricsOf(site.metricsUrl)
      assert.match(metrics, /velvet_db_replica_reads_total\{target="recent_change"\} [1-9]/)
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()')
    }
  }).timeout(30_000)
})
