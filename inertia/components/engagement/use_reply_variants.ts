import { useCallback, useMemo, useState } from 'react'
import type { Data } from '@generated/data'

/**
 * A regenerated reply is another variant of the answer to one message: the
 * replies grouped under the message they answer, which one is shown (the
 * newest unless the user flipped back) and the flip.
 */
export function useReplyVariants(messages: Data.Engagement.ChatMessage[]) {
  const [chosen, setChosen] = useState<Record<number, number>>({})

  const variants = useMemo(() => {
    const map = new Map<number, Data.Engagement.ChatMessage[]>()
    for (const message of messages) {
      if (message.sender !== 'model' || message.replyToId === null) continue
      map.set(message.replyToId, [...(map.get(message.replyToId) ?? []), message])
    }
    return map
  }, [messages])

  const choose = useCallback(
    (userMessageId: number, replyId: number) =>
      setChosen((map) => ({ ...map, [userMessageId]: replyId })),
    []
  )

  const flip = useCallback(
    (userMessageId: number, step: -1 | 1) => {
      const list = variants.get(userMessageId) ?? []
      const current = chosen[userMessageId] ?? list[list.length - 1]?.id
      const index = list.findIndex((m) => m.id === current)
      const next = list[Math.min(list.length - 1, Math.max(0, index + step))]
      if (next) choose(userMessageId, next.id)
    },
    [variants, chosen, choose]
  )

  return { variants, chosen, choose, flip }
}
