import { test } from '@japa/runner'
import aiConfig from '#config/ai'
import { createVideoPort, useVideoPort, videoPort } from '#ai/services/video/video_service'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'

test.group('Video port selection', (group) => {
  group.each.teardown(() => useVideoPort())

  test('AI_VIDEO_DRIVER picks the adapter; local is the default', ({ assert }) => {
    assert.equal(aiConfig.video.driver, 'local')
    assert.include(videoPort(), { driver: 'local', isLocal: true })
    assert.include(createVideoPort({ ...aiConfig.video, driver: 'fal' }), {
      driver: 'fal',
      isLocal: false,
    })
  })

  test('tests can swap the process’s port and get the configured one back', ({ assert }) => {
    const fal = createVideoPort({ ...aiConfig.video, driver: 'fal' })
    useVideoPort(fal)
    // The same adapter, behind the service's timing (instrumentPort).
    assert.instanceOf(videoPort(), FalVideoAdapter)
    assert.equal(videoPort().driver, 'fal')
    useVideoPort()
    assert.equal(videoPort().driver, 'local')
  })
})
