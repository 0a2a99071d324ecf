import diagnostics from 'node:diagnostics_channel'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { register } from 'prom-client'
import queue from '#core/queue/queue'
import { clock } from '#core/clock'
import { observeQueueDepth } from '#core/metrics/queue_metrics'
import { processMetrics } from '#core/metrics/registry'
import { serveMetrics } from '#core/metrics/metrics_server'
import { sessionOf } from '#tests/helpers/users'
import { captureLogs } from '#tests/helpers/logs'
import { labelSets, metricValue } from '#tests/helpers/metrics'
import { waitFor } from '#tests/helpers/app_processes'
import { character, forgetCharacters, userWith } from '#tests/functional/engagement/chat_helpers'

/*
| Requests timed by route pattern, the
| request id on every answer and on every log line of its request, a
| refusal counted, a job's wait and duration, the queue depth, the endpoint
| on a loopback port. The cluster and the worker process:
| metrics_processes.spec.ts.
*/

const REQUESTS = 'velvet_http_request_duration_seconds_count'

const probe = queue.define<{ fail: boolean }>({
  name: 'test.metrics_probe',
  queue: { retryLimit: 0 },
  async handle({ fail }) {
    if (fail) throw new Error('the probe fails on purpose')
  },
})

test.group('Metrics: HTTP, logs, refusals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clock.reset())
  group.each.teardown(forgetCharacters)

  test('requests are counted by route pattern and status, never by URL', async ({
    client,
    assert,
  }) => {
    const labels = { route: '/models/:key', method: 'GET', status: '404' }
    const [models, health, none] = [
      await metricValue(REQUESTS, labels),
      await metricValue(REQUESTS, { route: '/health', method: 'GET', status: '200' }),
      await metricValue(REQUESTS, { route: '(none)', status: '200' }),
    ]
    for (const key of ['no-such-model-a', 'no-such-model-b']) {
      const response = await client.get(`/models/${key}`).header('accept', 'application/json')
      response.assertStatus(404)
    }
    // The not-found page is a route of its own; a static file is answered before routing.
    const statuses = { '/health': 200, '/no/such/page/anywhere': 404, '/favicon.svg': 200 }
    for (const [path, status] of Object.entries(statuses)) {
      const response = await client.get(path)
      response.assertStatus(status)
    }

    assert.equal(await metricValue(REQUESTS, labels), models + 2)
    assert.equal(
      await metricValue(REQUESTS, { route: '/health', method: 'GET', status: '200' }),
      health + 1
    )
    assert.equal(await metricValue(REQUESTS, { route: '(none)', status: '200' }), none + 1)
    assert.isAbove(await metricValue(REQUESTS, { route: '/*', status: '404' }), 0)
    const sets = await labelSets(REQUESTS)
    assert.notInclude(sets.map((set) => String(set.route)).join(' '), 'no-such')
    const text = await register.getSingleMetricAsString('velvet_http_request_duration_seconds')
    assert.include(text, 'velvet_http_request_duration_seconds_bucket{le="0.005",route="/health"')
  })

  test('every answer carries X-Request-Id, and every log line of its request the same id', async ({
    client,
    assert,
  }) => {
    const ids = []
    for (const path of ['/health', '/favicon.svg', '/no/such/page', '/models']) {
      const response = await client.get(path)
      ids.push(response.header('x-request-id'))
    }
    assert.lengthOf(new Set(ids.filter((id) => typeof id === 'string' && id.length > 0)), 4)

    // A refused chat message: the moderation service logs through the global logger.
    const [model, user] = [await character(), await userWith(10)]
    const refusals = { category: 'minors', path: 'chat', source: 'local' }
    const before = await metricValue('velvet_moderation_refusals_total', refusals)
    const logs = captureLogs('info')
    let response
    try {
      response = await client
        .post('/chat/send')
        .header('accept', 'application/json')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ modelId: model.id, message: 'she is underage' })
    } finally {
      logs.restore()
    }
    response.assertStatus(422)
    const id = String(response.header('x-request-id'))
    assert.isAbove(id.length, 8)
    const refused = logs.lines().find((line) => line.msg === 'moderation refused')
    assert.equal(refused?.request_id, id)
    assert.equal(await metricValue('velvet_moderation_refusals_total', refusals), before + 1)
    // Every line of that request names it once (ctx.logger's own binding is not repeated).
    const ofRequest = logs.raw.filter((line) => line.includes(id))
    assert.isAbove(ofRequest.length, 0)
    for (const line of ofRequest) assert.lengthOf(line.match(/"request_id"/g) ?? [], 1, line)
  })

  test('a session write dropped because the session ended meanwhile is warned with the request id', async ({
    client,
    assert,
  }) => {
    // The session is read before the handler; the handler starts after its expiry.
    const handler = diagnostics.tracingChannel('adonisjs.http.route.handler')
    const nothing = () => {}
    const expire = {
      start: () => clock.travel(3 * 60 * 60_000),
      end: nothing,
      asyncStart: nothing,
      asyncEnd: nothing,
      error: nothing,
    }
    const before = await metricValue('velvet_session_writes_dropped_total', { reason: 'ended' })
    handler.subscribe(expire)
    const logs = captureLogs('warn')
    let response
    try {
      response = await client
        .post('/newsletter')
        .withCsrfToken()
        .form({ email: 'metrics-probe@example.com' })
        .redirects(0)
    } finally {
      logs.restore()
      handler.unsubscribe(expire)
    }
    assert.isBelow(response.status(), 400)
    const dropped = logs
      .lines()
      .find((line) => line.msg === 'session write dropped: the session ended under this request')
    assert.equal(dropped?.request_id, response.header('x-request-id'))
    assert.equal(dropped?.reason, 'ended')
    assert.equal(
      await metricValue('velvet_session_writes_dropped_total', { reason: 'ended' }),
      before + 1
    )
  })
})

test.group('Metrics: jobs and the endpoint', () => {
  test('a job is timed: its wait, its duration and its outcome per queue; the depth per queue', async ({
    assert,
  }) => {
    const series = (name: string, outcome?: string) =>
      metricValue(name, { queue: probe.name, ...(outcome ? { outcome } : {}) })
    const before = {
      waits: await series('velvet_job_wait_seconds_count'),
      completed: await series('velvet_job_duration_seconds_count', 'completed'),
      failed: await series('velvet_job_duration_seconds_count', 'failed'),
    }
    await queue.work()
    try {
      await queue.send(probe, { fail: false })
      await queue.send(probe, { fail: true })
      await waitFor(
        'both probe jobs',
        async () => (await series('velvet_job_wait_seconds_count')) >= before.waits + 2,
        20_000
      )
      assert.equal(
        await series('velvet_job_duration_seconds_count', 'completed'),
        before.completed + 1
      )
      assert.equal(await series('velvet_job_duration_seconds_count', 'failed'), before.failed + 1)

      observeQueueDepth(() => queue.queues())
      const depth = await register.getSingleMetricAsString('velvet_queue_jobs')
      for (const state of ['ready', 'deferred', 'active', 'failed']) {
        assert.include(depth, `velvet_queue_jobs{queue="${probe.name}",state="${state}"}`)
      }
    } finally {
      await queue.stop()
    }
  }).timeout(40_000)

  test('GET /metrics on its own port, bound to 127.0.0.1; nothing else answered there', async ({
    assert,
  }) => {
    const server = await serveMetrics({ port: 0, metrics: processMetrics })
    try {
      const { address, port } = server.address() as AddressInfo
      assert.equal(address, '127.0.0.1')
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`)
      assert.equal(metrics.status, 200)
      assert.match(metrics.headers.get('content-type') ?? '', /^text\/plain/)
      assert.include(await metrics.text(), '# TYPE velvet_http_request_duration_seconds histogram')
      const other = await fetch(`http://127.0.0.1:${port}/`)
      assert.equal(other.status, 404)
      const post = await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })
      assert.equal(post.status, 404)
    } finally {
      server.close()
    }
  })
})
