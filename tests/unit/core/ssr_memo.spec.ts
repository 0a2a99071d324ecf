import { test } from '@japa/runner'
import { memoizeRender } from '../../../inertia/ssr_memo.js'

function renderer() {
  const rendered: string[] = []
  const render = async (page: { url: string; props: Record<string, unknown> }) => {
    rendered.push(page.url)
    return { head: [], body: `<div>${page.url} #${rendered.length}</div>` }
  }
  return { rendered, render }
}

test.group('SSR memo', () => {
  test('an identical page object renders once; any difference renders again', async ({
    assert,
  }) => {
    const { rendered, render } = renderer()
    const memo = memoizeRender(render)
    const page = { url: '/models', props: { user: null, items: [1, 2] } }
    const first = await memo(page)
    assert.deepEqual(await memo(structuredClone(page)), first)
    await memo({ ...page, props: { user: { id: 1 }, items: [1, 2] } })
    await memo({ ...page, props: { user: null, items: [1, 3] } })
    assert.deepEqual(rendered, ['/models', '/models', '/models'])
  })

  test('entries expire, the oldest go first, failures are not kept', async ({ assert }) => {
    const { rendered, render } = renderer()
    let fail = true
    const memo = memoizeRender(
      async (page: { url: string; props: Record<string, unknown> }) => {
        if (page.url === '/flaky' && fail) throw new Error('render failed')
        return render(page)
      },
      { maxEntries: 2, ttlMs: 30 }
    )
    await assert.rejects(() => memo({ url: '/flaky', props: {} }))
    fail = false
    await memo({ url: '/flaky', props: {} })
    await memo({ url: '/a', props: {} })
    await memo({ url: '/b', props: {} })
    await memo({ url: '/flaky', props: {} })
    await new Promise((resolve) => setTimeout(resolve, 40))
    await memo({ url: '/flaky', props: {} })
    assert.deepEqual(rendered, ['/flaky', '/a', '/b', '/flaky', '/flaky'])
  })
})
