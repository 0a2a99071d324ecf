import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { pageTypeProblems, transformerShapes } from './page_types.js'

/**
 * Modules whose page shapes come from transformers.
 * A module joins once its hand-written page types are gone.
 */
const CHECKED = ['accounts', 'catalog', 'engagement', 'studio', 'ledger', 'payments']

async function sources(dir: string, pattern: RegExp) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  const files = entries.filter((entry) => entry.isFile() && pattern.test(entry.name))
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name)
      return { path: relative(app.makePath(), path), source: await readFile(path, 'utf8') }
    })
  )
}

async function shapes() {
  const found = await Promise.all(
    CHECKED.map((module) =>
      // transformers/, and the payments sandbox's own beside its code
      sources(app.makePath('app', module), /_transformer\.ts$/)
    )
  )
  return transformerShapes(found.flat())
}

const OLD_CHAT_MIRROR = `
export type ChatMessage = {
  id: number
  sender: 'user' | 'model'
  content: string
  timestamp: string
  status: 'pending' | 'complete' | 'failed'
}`

test.group('Page props typed from the server (transformers)', () => {
  test('the React code of checked modules has no mirror, no any, no types file', async ({
    assert,
  }) => {
    const known = await shapes()
    const problems: string[] = []
    for (const module of CHECKED) {
      for (const folder of ['pages', 'components']) {
        const files = await sources(app.makePath('inertia', folder, module), /\.tsx?$/)
        for (const file of files) problems.push(...pageTypeProblems(file.path, file.source, known))
      }
    }
    assert.deepEqual(problems, [])
  })

  test("the transformers' shapes are read, spreads and nested objects included", async ({
    assert,
  }) => {
    const known = await shapes()
    const detail = known.find((shape) => shape.transformer === 'ModelDetailTransformer')
    assert.includeMembers([...(detail?.keys ?? [])], ['slug', 'visitCount', 'images'])
    const favourite = known.filter((shape) => shape.transformer === 'FavoriteWithModelTransformer')
    assert.isTrue(favourite.some((shape) => shape.keys.has('mainImage')))
    assert.isTrue(favourite.some((shape) => shape.keys.has('createdAt')))
  })

  test('a planted mirror, any or types file is caught; a generated alias is not', async ({
    assert,
  }) => {
    const known = await shapes()
    const planted = (path: string, text: string) => pageTypeProblems(path, text, known)
    assert.lengthOf(planted('inertia/components/engagement/chat.tsx', OLD_CHAT_MIRROR), 1)
    assert.lengthOf(
      planted(
        'inertia/pages/catalog/x.tsx',
        `function Card(props: { model: { id: number; slug: string; name: string; rating: number } }) {}`
      ),
      1
    )
    assert.lengthOf(planted('inertia/pages/catalog/x.tsx', `type Props = Record<string, any>`), 1)
    assert.lengthOf(planted('inertia/components/catalog/types.ts', `export {}`), 1)
    assert.deepEqual(
      planted(
        'inertia/pages/catalog/x.tsx',
        `type Props = { models: Paginated<Data.Catalog.ModelCard> | null; adjusted: string[] }`
      ),
      []
    )
  })
})
