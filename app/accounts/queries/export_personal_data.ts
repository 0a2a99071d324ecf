import { balanceOf } from '#ledger/queries/balance_of'
import { allLedgerEntries } from '#ledger/queries/ledger_history'
import type User from '#accounts/models/user'
import { personalData, personalDataOwner } from '#accounts/services/personal_data'
import { clock } from '#core/clock'

export async function exportPersonalData(user: User) {
  const owner = personalDataOwner(user)
  const contributed: Record<string, unknown> = {}
  for (const contributor of personalData.contributors()) {
    contributed[contributor.name] = await contributor.export(owner)
  }
  return {
    exportedAt: clock.now().toISOString(),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      bio: user.bio,
      role: user.role,
      language: user.locale,
      emailVerifiedAt: user.emailVerifiedAt?.toISO() ?? null,
      memberSince: user.createdAt.toISO(),
    },
    points: {
      balance: await balanceOf(user.id),
      entries: await allLedgerEntries(user.id),
    },
    ...contributed,
  }
}
