import { readdir, writeFile } from 'node:fs/promises'
import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { printMeasurements, type Benchmark, type Measurement } from '../bench/harness.js'

/**
 * Runs the benchmarks of bench/*.bench.ts. `npm run bench` (bin/bench.js)
 * calls it once per benchmark, each in a process and a database of its own,
 * after `--list` has said which names the filters select; `--results`
 * writes the rows as JSON for its summary table.
 */
export default class BenchRun extends BaseCommand {
  static commandName = 'bench:run'
  static description = 'Run the benchmarks in bench/ (use npm run bench)'
  static options: CommandOptions = { startApp: true }

  @args.spread({ description: 'Only benchmarks whose name contains one of these', required: false })
  declare only?: string[]

  @flags.boolean({ description: 'Print the selected names as JSON, run nothing' })
  declare list?: boolean

  @flags.boolean({ description: 'Names must match exactly (not by substring)' })
  declare exact?: boolean

  @flags.string({ description: 'Write the rows of every benchmark run to this JSON file' })
  declare results?: string

  async run() {
    const selected = await this.#selected()
    if (this.list) {
      console.log(JSON.stringify(selected.map((benchmark) => benchmark.name)))
      return
    }
    const results: { name: string; description: string; rows: Measurement[] }[] = []
    for (const benchmark of selected) {
      const rows = await benchmark.run()
      printMeasurements(benchmark, rows)
      results.push({ name: benchmark.name, description: benchmark.description, rows })
    }
    if (this.results) await writeFile(this.results, JSON.stringify(results))
  }

  async #selected(): Promise<Benchmark[]> {
    const entries = await readdir(this.app.makePath('bench'))
    const files = entries.filter((file) => /\.bench\.(ts|js)$/.test(file)).sort()
    const found: Benchmark[] = []
    for (const file of files) {
      const url = new URL(`../bench/${file.replace(/\.ts$/, '.js')}`, import.meta.url)
      const { default: benchmark } = (await import(url.href)) as { default: Benchmark }
      const wanted =
        !this.only?.length ||
        this.only.some((name) =>
          this.exact ? benchmark.name === name : benchmark.name.includes(name)
        )
      if (wanted) found.push(benchmark)
    }
    return found
  }
}
