import type User from '#accounts/models/user'

export async function updateProfile(user: User, input: { bio: string | null }) {
  user.bio = input.bio?.trim() ? input.bio.trim() : null
  await user.save()
}
