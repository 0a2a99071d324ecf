/*
| Reads a Dockerfile into its instructions (continuation lines joined,
| comments and parser directives dropped), grouped by build stage: enough
| for tests to check what `docker build` would do where Docker cannot run.
*/

export interface Instruction {
  keyword: string
  args: string
  /** --from=…, --chown=… and the like. */
  flags: Record<string, string>
  /** The words after the flags; JSON (exec) form is decoded. */
  words: string[]
}

export interface Stage {
  image: string
  name?: string
  instructions: Instruction[]
}

function splitFlags(args: string) {
  const flags: Record<string, string> = {}
  let rest = args
  for (;;) {
    const match = /^--([a-z-]+)=(\S+)\s*/.exec(rest)
    if (!match) break
    flags[match[1]] = match[2]
    rest = rest.slice(match[0].length)
  }
  return { flags, rest }
}

function wordsOf(rest: string): string[] {
  if (rest.startsWith('[')) {
    try {
      return JSON.parse(rest)
    } catch {
      return []
    }
  }
  return rest.split(/\s+/).filter(Boolean)
}

export function parseDockerfile(text: string): Stage[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const stages: Stage[] = []
  for (const line of logical) {
    const [, keyword, args = ''] = /^(\S+)\s*(.*)$/.exec(line)!
    const upper = keyword.toUpperCase()
    const { flags, rest } = splitFlags(args)
    const instruction = { keyword: upper, args, flags, words: wordsOf(rest) }
    if (upper === 'FROM') {
      const [image, as, name] = instruction.words
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] })
    }
    if (!stages.length) throw new Error(`${upper} before any FROM`)
    stages.at(-1)!.instructions.push(instruction)
  }
  return stages
}

/** The stage and every stage it builds FROM, innermost last. */
export function stageChain(stages: Stage[], stage: Stage): Stage[] {
  const parent = stages.find((candidate) => candidate.name && candidate.name === stage.image)
  return parent ? [...stageChain(stages, parent), stage] : [stage]
}
