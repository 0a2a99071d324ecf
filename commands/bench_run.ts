import { readdir } from 'node:fs/promises'
import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { printMeasurements, type Benchmark } from '../bench/harness.js'

/**
 * Runs the benchmarks of bench/*.bench.ts (npm run bench starts the
 * database and calls this). Each prints its figures beside a baseline.
 */
export default class BenchRun extends BaseCommand {
  static commandName = 'bench:run'
  static description = 'Run the benchmarks in bench/ (use npm run bench)'
  static options: CommandOptions = { startApp: true }

  @args.spread({ description: 'Only benchmarks whose name contains one of these', required: false })
  declare only?: string[]

  async run() {
    const dir = this.app.makePath('bench')
    const entries = await readdir(dir)
    const files = entries.filter((file) => /\.bench\.(ts|js)$/.test(file)).sort()
    for (const file of files) {
      const { default: benchmark } = (await import(
        new URL(`../bench/${file.replace(/\.ts$/, '.js')}`, import.meta.url).href
      )) as {
        default: Benchmark
      }
      if (this.only?.length && !this.only.some((name) => benchmark.name.includes(name))) continue
      const rows = await benchmark.run()
      printMeasurements(benchmark, rows)
    }
  }
}
