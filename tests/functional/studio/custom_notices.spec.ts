import { test } from '@japa/runner'
import studioConfig from '#config/studio'
import { failRequest } from '#studio/actions/settle_request'
import { sessionOf } from '#tests/helpers/users'
import { call, forgetCharacters, statusOf, userWith } from './studio_helpers.js'
import { complete, customOf, failMade, CUSTOM_URL } from './custom_helpers.js'

/*
| The notice of a custom generation that ended, on whatever page its owner
| is: every page brings the ended ones and whether one still runs; while
| one runs the page asks `GET /api/custom-generation/notices` again, which
| answers the same shape.
*/
test.group('Custom generation notices, live', (group) => {
  group.setup(() => forgetCharacters)
  group.each.teardown(() => failMade())

  test('running, then ended: the page prop and the API tell the same, for the owner only', async ({
    client,
    assert,
  }) => {
    const user = await userWith(5000)
    const stranger = await userWith(5000)
    const notices = async () => {
      const response = await call(client, user, 'get', `${CUSTOM_URL}/notices`)
      response.assertStatus(200)
      const { success, ...rest } = response.body()
      assert.isTrue(success)
      return rest
    }
    const onPage = async () => {
      const page = await client.get('/models').withSession(sessionOf(user)).withInertia()
      return page.inertiaProps.customNotices
    }
    const pollMs = studioConfig.customPoll.progressMs
    assert.deepEqual(await notices(), { ended: [], running: false, pollMs })

    const video = await customOf(user, 'video')
    await customOf(stranger, 'photo')
    assert.deepEqual(await notices(), { ended: [], running: true, pollMs })
    assert.deepEqual(await onPage(), await notices())

    await complete(video.id, 'video')
    const ended = { taskId: video.taskId, type: 'video', status: 'completed' }
    assert.deepEqual(await notices(), { ended: [ended], running: false, pollMs })
    assert.deepEqual(await onPage(), await notices())

    // One running, one failed: both said at once.
    const photo = await customOf(user, 'photo')
    await customOf(user, 'video')
    await failRequest(photo.id, 'provider_rejected')
    const both = await notices()
    assert.isTrue(both.running)
    assert.sameDeepMembers(both.ended, [
      ended,
      { taskId: photo.taskId, type: 'photo', status: 'failed' },
    ])
    assert.equal(await statusOf(call(client, null, 'get', `${CUSTOM_URL}/notices`)), 401)
  })
})
