import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { tokensOf } from '../../../inertia/lib/route_tokens.js'
import { withoutTokens } from '../../../bin/lib/registry_without_tokens.js'

/*
| The pages' URL builder reads each route's tokens from its pattern
| (inertia/lib/route_tokens.ts); the build leaves out the registry's copy.
| Both must agree with the server's router, for every route it has (a new
| kind of pattern fails here first).
*/
test.group('Route tokens in the pages', () => {
  test('every route of the app parses as the router parses it', ({ assert }) => {
    const routes = Object.values(router.toJSON()).flat()
    assert.isAbove(routes.length, 50)
    for (const route of routes) {
      const server = route.tokens.map(({ old, type, val, end }) => ({ old, type, val, end }))
      assert.deepEqual(tokensOf(route.pattern), server, route.pattern)
    }
  })

  test("the build leaves the registry's tokens and type placeholders out, every route's pattern kept", ({
    assert,
  }) => {
    const source = readFileSync(app.makePath('.adonisjs/client/registry/index.ts'), 'utf8')
    const routes = (source.match(/^ {4}pattern: /gm) ?? []).length
    assert.lengthOf(source.match(/^ {4}tokens: /gm) ?? [], routes)
    assert.lengthOf(source.match(/^ {4}types: /gm) ?? [], routes)
    const built = withoutTokens(source)
    assert.notMatch(built, /tokens|"old"|types: placeholder/)
    assert.lengthOf(built.match(/^ {4}pattern: /gm) ?? [], routes)
    assert.lengthOf(built.match(/^ {4}methods: /gm) ?? [], routes)
  })
})
