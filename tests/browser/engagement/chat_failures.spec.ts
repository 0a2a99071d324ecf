import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { useChatPort } from '#ai/services/chat/chat_service'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'
import { creditPoints } from '#ledger/actions/credit_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import { createUser } from '#tests/helpers/users'
import { waitForHydration } from '#tests/helpers/browser'

/*
| A reply whose stream is cut short is
| shown as failed (never as a reply), with a retry; the message is marked as
| not answered; the retry answers that same message, and a reply the length
| cap cut is marked. Spanish, against the strict loopback OpenAI server.
*/

const RESPUESTA = 'Claro que me acuerdo de ti, qué alegría verte otra vez hoy, de verdad.'

test.group('Chat in the browser: a reply cut short, a retry, a capped reply', (group) => {
  let fake: OpenAiFake
  const made: Array<() => Promise<void>> = []
  group.each.setup(async () => {
    fake = await new OpenAiFake().start()
    useChatPort(
      new OpenAiChatAdapter({
        baseUrl: fake.url,
        model: 'fake-model',
        apiKey: 'sk-test',
        timeoutMs: 2000,
        maxTokens: 200,
      })
    )
    return async () => {
      useChatPort()
      await fake.stop()
      for (const forget of made.splice(0)) await forget()
    }
  })

  test('the failure is shown with Reintentar; the retry answers the same message', async ({
    visit,
    assert,
  }) => {
    const category = await CategoryFactory.create()
    made.push(async () => {
      await db.from('models').where('category_id', category.id).delete()
      await db.from('categories').where('id', category.id).delete()
    })
    const noa = await CatalogModelFactory.merge({
      nameEn: 'Noa',
      nameEs: 'Noa',
      categoryId: category.id,
    } as any).create()
    const user = await createUser({ locale: 'es' })
    await creditPoints(
      { userId: user.id, amount: 5, reference: 'test', idempotencyKey: `seed:${user.id}` },
      'purchase'
    )
    fake.script(
      {
        kind: 'stream',
        words: 'Cuéntame qué tal te ha ido hoy en el trabajo'.split(' '),
        endAfter: 6,
      },
      { kind: 'stream', words: RESPUESTA.split(' '), finish: 'length' }
    )
    const { page } = await visit('/?lang=es', { user })
    await page.goto(new URL(`/models/${noa.id}/chat?lang=es`, page.url()).toString())
    await waitForHydration(page)

    await page.getByLabel('Mensaje para Noa').fill('Hola Noa, ¿qué tal?')
    await page.getByLabel('Mensaje para Noa').press('Enter')
    const problem = page.getByRole('alert')
    await problem
      .getByText('La respuesta se cortó antes de terminar. No se te han cobrado puntos')
      .waitFor()
    // Not shown as a reply; the message is marked; the point is back.
    assert.equal(await page.locator('.chat-reply [data-sender="model"]').count(), 0)
    await page.getByText('Sin respuesta. No se ha cobrado nada.').waitFor()
    assert.equal(await balanceOf(user.id), 5)

    await problem.getByRole('button', { name: 'Reintentar' }).click()
    await page.locator('.chat-reply [data-sender="model"]', { hasText: RESPUESTA }).waitFor()
    await page.getByText('Cortada aquí: las respuestas tienen un límite de longitud.').waitFor()
    assert.equal(await page.getByText('Sin respuesta. No se ha cobrado nada.').count(), 0)
    // One message, answered once: the retry did not send it again.
    assert.equal(await page.locator('[data-sender="user"]').count(), 1)
    assert.equal(fake.requests[1].body.messages.at(-1).content, 'Hola Noa, ¿qué tal?')
    assert.equal(await balanceOf(user.id), 4)
  }).timeout(60_000)
})
