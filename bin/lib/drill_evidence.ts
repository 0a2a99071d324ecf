import type { RunQuery } from './drill_invariants.js'

/*
| What the drill prints when paid requests are still running after the
| drain: each such request beside its jobs in pg-boss's table, with the
| timestamps that tell a job a dead worker held (heartbeat stopped) from one
| still waiting for a free worker (never started) or running late.
*/

const UNFINISHED_WITH_JOBS = (users: string) => `
  SELECT r.id, r.status, r.stage,
         to_char(r.created_at AT TIME ZONE 'UTC', 'HH24:MI:SS.MS') AS created,
         to_char(r.deadline_at AT TIME ZONE 'UTC', 'HH24:MI:SS') AS deadline,
         coalesce(string_agg(
           j.name || ' ' || j.state || ' try ' || j.retry_count ||
           ' started ' || coalesce(to_char(j.started_on AT TIME ZONE 'UTC', 'HH24:MI:SS.MS'), '-') ||
           ' beat ' || coalesce(to_char(j.heartbeat_on AT TIME ZONE 'UTC', 'HH24:MI:SS.MS'), '-') ||
           ' ended ' || coalesce(to_char(j.completed_on AT TIME ZONE 'UTC', 'HH24:MI:SS.MS'), '-') ||
           coalesce(' ' || (j.output->>'message'), ''),
           '; ' ORDER BY j.created_on), 'no job') AS jobs
    FROM studio_requests r
    LEFT JOIN pgboss.job j ON j.data->>'requestId' = r.id::text
   WHERE r.cost > 0 AND r.status NOT IN ('completed', 'failed') AND r.user_id IN (${users})
   GROUP BY r.id ORDER BY r.id`

const JOB_STATES = `
  SELECT name, state::text, count(*)::int AS n,
         to_char(min(started_on) AT TIME ZONE 'UTC', 'HH24:MI:SS') AS first_started,
         to_char(max(heartbeat_on) AT TIME ZONE 'UTC', 'HH24:MI:SS') AS last_beat
    FROM pgboss.job WHERE state IN ('created', 'retry', 'active')
   GROUP BY 1, 2 ORDER BY 1, 2`

// How long photo jobs waited for a worker slot and ran, per 20 s of the drill: a wait that
// grows while the load lasts is a backlog (too few workers), not a job a dead worker holds.
const GENERATE_TIMES = `
  SELECT to_char(to_timestamp(floor(extract(epoch FROM created_on) / 20) * 20) AT TIME ZONE 'UTC',
                 'HH24:MI:SS') AS slot,
         count(*)::int AS sent,
         count(started_on)::int AS started,
         count(*) FILTER (WHERE state = 'completed')::int AS completed,
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on))::numeric, 1) AS wait_p50,
         round(max(extract(epoch FROM coalesce(started_on, now()) - created_on))::numeric, 1) AS wait_max,
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_on - started_on))::numeric, 1) AS run_p50
    FROM pgboss.job WHERE name = 'studio.generate'
   GROUP BY 1 ORDER BY 1`

// A job whose heartbeat stopped was held by a dead worker: pg-boss's monitor fails it for a retry.
const ACTIVE_JOBS = `
  SELECT name, count(*)::int AS n,
         count(*) FILTER (WHERE heartbeat_on + heartbeat_seconds * interval '1s' < now())::int AS dead
    FROM pgboss.job WHERE state = 'active' GROUP BY name ORDER BY name`

/** Jobs still active after the drain, with how many of them lost their worker. */
export async function activeJobs(run: RunQuery) {
  const rows = await run(ACTIVE_JOBS)
  return rows.map((row) => `  still active: ${row.n}× ${row.name} (heartbeat stopped: ${row.dead})`)
}

/** studio.generate per 20 s slot: sent, started, completed, wait for a slot, run time. */
export async function generateTimes(run: RunQuery) {
  const rows = await run(GENERATE_TIMES)
  return rows.map(
    (row) =>
      `  ${row.slot} sent ${row.sent}, started ${row.started}, completed ${row.completed}; ` +
      `wait p50 ${row.wait_p50 ?? '-'} s, max ${row.wait_max} s; run p50 ${row.run_p50 ?? '-'} s`
  )
}

/** Lines for the drill's output; `shown` requests in full, the rest counted. */
export async function unfinishedEvidence(run: RunQuery, users: string, shown = 8) {
  const requests = await run(UNFINISHED_WITH_JOBS(users))
  const lines = requests
    .slice(0, shown)
    .map(
      (row) =>
        `  request ${row.id} ${row.status}/${row.stage} made ${row.created} due ${row.deadline}: ${row.jobs}`
    )
  if (requests.length > shown) lines.push(`  … and ${requests.length - shown} more`)
  for (const row of await run(JOB_STATES)) {
    lines.push(
      `  queue ${row.name}: ${row.n} ${row.state} (first started ${row.first_started ?? '-'}, ` +
        `last heartbeat ${row.last_beat ?? '-'})`
    )
  }
  return lines
}
