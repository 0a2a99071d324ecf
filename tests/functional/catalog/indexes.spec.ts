import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { categoryModelsQueries } from '#catalog/queries/list_category_models'
import { modelsListQueries } from '#catalog/queries/list_models'
import type { Statement } from '#catalog/types/rows'
import {
  CATEGORY_MODEL_SORTS,
  MODEL_SORTS,
  type CategoryModelFilters,
  type ModelFilters,
} from '#catalog/types/catalog'
import { seedSmallCatalog } from '#tests/functional/catalog/fixtures'

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Plans'?: PlanNode[]
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)]
}

/**
 * The plan of a query when sequential scans and sorts are priced out: if
 * PostgreSQL still reads `models` without an index, or still sorts, no index
 * can serve the query or its order (on a small table the planner may choose
 * either, depending on what other tests left in it).
 */
async function planOf({ sql, bindings }: Statement) {
  await db.rawQuery('SET LOCAL enable_seqscan = off')
  await db.rawQuery('SET LOCAL enable_sort = off')
  const result = await db.rawQuery(`EXPLAIN (FORMAT JSON) ${sql}`, bindings as any[])
  return nodes(result.rows[0]['QUERY PLAN'][0].Plan)
}

function assertIndexed(assert: any, plan: PlanNode[], label: string) {
  const onModels = plan.filter((node) => node['Relation Name'] === 'models')
  assert.isNotEmpty(onModels, label)
  for (const node of onModels) assert.notEqual(node['Node Type'], 'Seq Scan', label)
}

const DEFAULTS: ModelFilters = {
  q: '',
  category: null,
  ageMin: 18,
  ageMax: 50,
  minRating: null,
  sort: 'visits',
  order: 'desc',
  page: 1,
}

test.group('Indexes behind every filter and sort (EXPLAIN)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await seedSmallCatalog()
    await db.rawQuery('ANALYZE models')
  })

  test('/models: each sort, both directions, is read in index order (no sort step)', async ({
    assert,
  }) => {
    for (const locale of ['en', 'es'] as const) {
      for (const sort of MODEL_SORTS) {
        for (const order of ['asc', 'desc'] as const) {
          const label = `${sort} ${order} ${locale}`
          const { items, count } = modelsListQueries({ ...DEFAULTS, sort, order }, locale, 2)
          const plan = await planOf(items)
          assertIndexed(assert, plan, label)
          assert.notInclude(
            plan.map((node) => node['Node Type']),
            'Sort',
            label
          )
          assertIndexed(assert, await planOf(count), `count ${label}`)
        }
      }
    }
  })

  test('/models: search, category, age and rating filters use indexes', async ({ assert }) => {
    const cases: Array<[string, Partial<ModelFilters>]> = [
      ['search', { q: 'ghost' }],
      ['category', { category: 'gothic' }],
      ['age range', { ageMin: 25, ageMax: 30, sort: 'age', order: 'asc' }],
      ['minimum rating', { minRating: 4, sort: 'rating' }],
      ['category + rating sort', { category: 'gothic', sort: 'rating' }],
    ]
    for (const [label, change] of cases) {
      const { items, count } = modelsListQueries({ ...DEFAULTS, ...change }, 'en', 1)
      assertIndexed(assert, await planOf(items), label)
      const countPlan = await planOf(count)
      assertIndexed(assert, countPlan, `count ${label}`)
      if (change.q) {
        // Ordered pages may walk the sort index instead; the count has only the search.
        assert.include(
          countPlan.map((node) => node['Index Name']),
          'models_search_text_trgm_idx',
          'the trigram index serves the accent-insensitive search'
        )
      }
    }
  })

  test('/categories/{slug}: each sort and the search use the category indexes', async ({
    assert,
  }) => {
    const gothic = await db.from('categories').where('slug', 'gothic').first()
    for (const sort of CATEGORY_MODEL_SORTS) {
      const filters: CategoryModelFilters = { q: '', sort, page: 1 }
      const { items } = categoryModelsQueries(Number(gothic.id), filters, 'es', 1)
      const plan = await planOf(items)
      assertIndexed(assert, plan, sort)
      assert.isTrue(
        plan.some((node) => node['Index Name']?.startsWith('models_category_')),
        `${sort} reads a (category_id, …) index`
      )
    }
    const search = categoryModelsQueries(
      Number(gothic.id),
      { q: 'praga', sort: 'name', page: 1 },
      'en',
      1
    )
    assertIndexed(assert, await planOf(search.items), 'search')
  })
})
