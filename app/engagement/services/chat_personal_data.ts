import type { PersonalDataContributor } from '#accounts/types/personal_data'
import { deleteConversations } from '#engagement/actions/delete_conversation'
import { transcripts } from '#engagement/queries/conversation_queries'

/*
| Chats in "export my data" (every conversation, its facts and summary) and
| in account deletion (deleted, with any reply still held given back).
*/
export const chatPersonalData: PersonalDataContributor = {
  name: 'chats',
  export: (owner) => transcripts(owner.id),
  async erase(owner, trx) {
    await deleteConversations(owner.id, undefined, trx)
  },
}
