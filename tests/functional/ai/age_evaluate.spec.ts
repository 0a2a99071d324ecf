import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import AgeEvaluate from '#commands/age_evaluate'
import { evaluateAgeEstimator } from '#ai/actions/evaluate_age_estimator'
import { landscapePicture } from '#ai/actions/check_age_estimator'
import { ScriptedAgeEstimator } from '#tests/helpers/age_estimator'

/*
| age:evaluate on a small folder: the bundled adult sample and a landscape
| with the real local estimator, and minors through a scripted estimator
| (no picture of a minor belongs in the repository).
*/

async function folderOf(files: Record<string, Buffer | 'sample'>) {
  const folder = await mkdtemp(join(tmpdir(), 'age-evaluate-'))
  for (const [name, bytes] of Object.entries(files)) {
    if (bytes === 'sample') {
      await copyFile(app.makePath('resources/ai/adult_face_sample.jpg'), join(folder, name))
    } else {
      await writeFile(join(folder, name), bytes)
    }
  }
  return folder
}

async function output(args: string[]) {
  const command = await ace.create(AgeEvaluate, args)
  const before = command.ui.logger.getLogs().length
  await command.exec()
  const lines = command.ui.logger
    .getLogs()
    .slice(before)
    .map((log) => log.message)
  // The raw mode names the colours: dim(…) and the like are taken out.
  return { command, text: lines.join('\n').replace(/\b(?:dim|green|red|blue)\(([^)]*)\)/g, '$1') }
}

test.group('age:evaluate', (group) => {
  group.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('the local estimator: the adult sample accepted, the landscape has no face, times printed', async ({
    assert,
    cleanup,
  }) => {
    const folder = await folderOf({
      '35_sample.jpg': 'sample',
      '40_land.jpg': await landscapePicture(),
    })
    cleanup(() => rm(folder, { recursive: true, force: true }))
    const { command, text } = await output([folder, '--verbose'])
    assert.equal(command.exitCode ?? 0, 0, text)
    assert.include(text, '2 pictures')
    assert.match(text, /over 30: {2}2, accepted 100\.0 %/)
    assert.match(text, /no face found 50\.0 %/)
    assert.match(text, /35_sample\.jpg {2}age 35 {2}accepted/)
    assert.match(text, /time per picture: mean \d+ ms/)
  }).timeout(60_000)

  test('minors: refused and failed count as refused, a missed face does not; labels from a file', async ({
    assert,
    cleanup,
  }) => {
    const picture = await landscapePicture(64, 48)
    const folder = await folderOf({
      'a.jpg': picture,
      'b.jpg': picture,
      'c.jpg': picture,
      'd.jpg': picture,
    })
    const labels = join(folder, 'labels.csv')
    await writeFile(labels, 'a.jpg,12\nb.jpg,15\nc.jpg,16\nd.jpg,45\nnot a line\n')
    cleanup(() => rm(folder, { recursive: true, force: true }))
    // First the warm-up picture (the models' loading is not timed), then a, b, c; d gets 40.
    const estimator = new ScriptedAgeEstimator().faces(40).thenPictures([], [13], [], [30])
    const result = await evaluateAgeEstimator(folder, { labels, estimator })
    assert.equal(result.pictures, 4)
    assert.deepEqual(
      result.judged.map((row) => [row.file, row.age, row.outcome]),
      [
        ['a.jpg', 12, 'refused'],
        ['b.jpg', 15, 'no_face'],
        ['c.jpg', 16, 'accepted'],
        ['d.jpg', 45, 'accepted'],
      ]
    )
    assert.closeTo(result.minors.refused, 1 / 3, 1e-9)
    assert.closeTo(result.minors.noFace, 1 / 3, 1e-9)
    assert.equal(result.adults.accepted, 1)
  })

  test('a folder without labelled pictures says how to name them and exits 1', async ({
    assert,
    cleanup,
  }) => {
    const folder = await folderOf({ 'holiday.jpg': await landscapePicture() })
    cleanup(() => rm(folder, { recursive: true, force: true }))
    const { command, text } = await output([folder])
    assert.equal(command.exitCode, 1)
    assert.include(text, 'no labelled picture found')
  })
})
