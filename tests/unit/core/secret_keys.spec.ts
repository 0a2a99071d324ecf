import { test } from '@japa/runner'
import * as crypto from 'node:crypto'
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  randomBytes,
} from 'node:crypto'
import { useKeyObjectsForSecretKeys } from '#core/runtime/secret_keys'

/*
| The workaround must be invisible: the same bytes out for every kind of key,
| and the ES module bindings the libraries import must be the patched ones.
*/
test.group('Secret keys as KeyObjects', (group) => {
  group.setup(() => useKeyObjectsForSecretKeys())

  test('ES module imports of node:crypto see the patched functions', ({ assert }) => {
    assert.strictEqual(createHmac, crypto.createHmac)
    assert.match(createHmac.toString(), /asKeyObject/)
    assert.match(createCipheriv.toString(), /asKeyObject/)
    assert.match(createDecipheriv.toString(), /asKeyObject/)
  })

  test('HMACs are unchanged for Buffer, string, empty and KeyObject keys', ({ assert }) => {
    const buffer = randomBytes(32)
    const reference = (key: Buffer) =>
      crypto.createHmac('sha256', createSecretKey(key)).update('payload').digest('hex')
    assert.equal(createHmac('sha256', buffer).update('payload').digest('hex'), reference(buffer))
    assert.equal(
      createHmac('sha256', 'a string secret').update('payload').digest('hex'),
      reference(Buffer.from('a string secret'))
    )
    assert.equal(
      createHmac('sha256', createSecretKey(buffer)).update('payload').digest('hex'),
      reference(buffer)
    )
    // Node accepts an empty HMAC key (a KeyObject cannot be empty, so it passes
    // through); HMAC pads keys with zeros to the block size, so it equals 64 zero bytes.
    assert.equal(
      createHmac('sha256', '').update('payload').digest('hex'),
      reference(Buffer.alloc(64))
    )
  })

  test('AES-256-GCM round-trips and matches a KeyObject cipher', ({ assert }) => {
    const key = randomBytes(32)
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const sealed = Buffer.concat([cipher.update('secret session'), cipher.final()])
    const tag = cipher.getAuthTag()

    const reference = crypto.createCipheriv('aes-256-gcm', createSecretKey(key), iv)
    assert.deepEqual(Buffer.concat([reference.update('secret session'), reference.final()]), sealed)

    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAuthTag(tag)
    assert.equal(
      Buffer.concat([decipher.update(sealed), decipher.final()]).toString(),
      'secret session'
    )
  })

  test('a wrong key length is still refused', ({ assert }) => {
    assert.throws(() => createCipheriv('aes-256-gcm', randomBytes(16), randomBytes(12)))
  })
})
