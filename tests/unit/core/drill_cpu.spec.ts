import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { CpuMeter } from '../../../bin/lib/drill_cpu.js'

/*
| Rule: the drill's CPU meter charges a role with the CPU of its root
| processes and of their children (a web launcher's server, a postmaster's
| backends), over the span between two marks. Real processes: one spins a
| core in a child of its own, the other sleeps. Both end by themselves.
*/

const SPIN_MS = 700
// Says it started, spins, stays a moment (so it is there at the last mark), then leaves.
const spinner = `console.log('spinning'); const end = Date.now() + ${SPIN_MS}; while (Date.now() < end) {} setTimeout(() => {}, 2000)`
// Only this parent is named to the meter; it leaves when its child does.
const parentOfSpinner = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(spinner)}], { stdio: 'inherit' }).on('exit', () => process.exit(0))`

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGKILL')
  await once(child, 'exit')
}

test.group('The drill’s CPU meter', () => {
  test('a role is charged its processes’ children; an idle role nothing', async ({ assert }) => {
    const busy = spawn(process.execPath, ['-e', parentOfSpinner], { stdio: 'pipe' })
    // It says so once started: its own start-up (CPU) stays out of the span.
    const idle = spawn(
      process.execPath,
      ['-e', "console.log('idle'); setTimeout(() => {}, 3000)"],
      {
        stdio: 'pipe',
      }
    )
    try {
      const meter = new CpuMeter({ busy: { pids: [busy.pid!] }, idle: { pids: [idle.pid!] } })
      if (!meter.available) return assert.isFalse(meter.available)
      await Promise.all([once(busy.stdout!, 'data'), once(idle.stdout!, 'data')])
      meter.mark('spinning')
      await sleep(SPIN_MS)
      meter.mark('end')
      const [span] = meter.spans({ spinning: 10 })
      assert.equal(span.name, 'spinning')
      // A loaded host gives the spinner only part of a core; the sleeper gets next to none.
      assert.isAbove(span.cores.busy, 0.05)
      assert.isAbove(span.cores.busy, 5 * span.cores.idle)
      assert.isAbove(span.perRequestMs('busy')!, 0)
      assert.match(
        meter.table({ spinning: 10 }),
        /^spinning\s+\d\.\d\d \(\d+\)\s+0\.\d\d \(\d+\)$/m
      )
    } finally {
      await stop(busy)
      await stop(idle)
    }
  }).timeout(15_000)

  test('a process that dies within a span charges nothing, never less', async ({ assert }) => {
    // It spends some CPU on its start, so its last reading is above zero.
    const killed = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
      stdio: 'ignore',
    })
    try {
      await sleep(300)
      const meter = new CpuMeter({ killed: { pids: [killed.pid!] } })
      if (!meter.available) return assert.isFalse(meter.available)
      meter.mark('killed')
      await stop(killed)
      meter.mark('end')
      assert.equal(meter.spans()[0].cores.killed, 0)
    } finally {
      await stop(killed)
    }
  })
})
