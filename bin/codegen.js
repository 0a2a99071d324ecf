/*
| `npm run typecheck` runs this first: the generated types of .adonisjs/
| (page props, transformers' `Data`, shared props) from adonisrc.ts's `init`
| hooks, on a fresh clone too. Only the static stage of the framework's
| codegen runs, so no environment (APP_KEY, database) is needed; `node ace
| serve`, `build` and `test` regenerate the same files as they start.
*/
import { CodeGen } from '@adonisjs/assembler'

const root = new URL('../', import.meta.url)
const { default: rcFile } = await import('../adonisrc.ts')
const codegen = new CodeGen(root, { hooks: rcFile.hooks })
await codegen.run(async () => ({ routes: [] }))
