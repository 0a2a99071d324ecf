import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import { call, key } from './studio_helpers.js'
import { customRequest, jpegPhoto } from './custom_helpers.js'

export type Kind = 'photo' | 'video' | 'custom_photo' | 'custom_video'

/** The moderation_refusals rows of `user`, oldest first. */
export async function refusalsOf(user: User) {
  return db
    .from('moderation_refusals')
    .where('user_id', user.id)
    .orderBy('id')
    .select('path', 'category', 'rule_id', 'source')
}

/** A generation request of `kind` with `prompt`, in `locale`. */
export async function ask(
  client: ApiClient,
  user: User,
  kind: Kind,
  prompt: string,
  locale: 'en' | 'es',
  modelId: number
) {
  if (kind === 'photo' || kind === 'video') {
    return call(client, user, 'post', `/${kind}s/generate`)
      .header('accept-language', locale)
      .json({ modelId, prompt, clientKey: key() })
  }
  return customRequest(client, user, {
    image: await jpegPhoto(),
    prompt,
    type: kind === 'custom_video' ? 'video' : 'photo',
    clientKey: key(),
  }).header('accept-language', locale)
}
