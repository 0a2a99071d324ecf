import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { sourceFiles } from '#tests/helpers/source_files'

/*
| One implementation of each ledger movement: only the ledger's store
| calls ledger_move or settles a hold, and the ledger's actions call it
| (hold, capture, release, spend, credit, refund, take back), whoever the caller.
| Another copy of a movement (a second capture, SQL a caller's statement
| embeds) fails here; database functions have their own test (sql_functions).
*/
const WRITES = [/\bledger_move\s*\(/i, /insert\s+into\s+ledger_hold_settlements/i]
const STORE = 'app/ledger/services/ledger_store.ts'

test.group('The ledger has one path per movement', () => {
  test(`only ${STORE} moves points or settles holds`, async ({ assert }) => {
    const found: string[] = []
    for (const file of await sourceFiles(app.makePath('app'))) {
      const path = relative(app.makePath(), file)
      if (path === STORE) continue
      const source = await readFile(file, 'utf8')
      for (const pattern of WRITES) if (pattern.test(source)) found.push(`${path}: ${pattern}`)
    }
    assert.deepEqual(found, [])
  })
})
