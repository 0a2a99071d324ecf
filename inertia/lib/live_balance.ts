import { create } from 'zustand'
import { publish } from '~/lib/live_channel'

/**
 * The balance the header shows, between page loads: a spend or a credit known in this tab (a chat
 * reply, a photo) shows at once, here and in the user's other tabs.
 */
type LiveBalanceState = {
  balance: number | null
  /** A newer value than the page's (a spend's answer, another tab's message). */
  set: (balance: number) => void
  /** A page arrived from the server: its balance is the truth again. */
  reset: () => void
}

export const useLiveBalance = create<LiveBalanceState>((set) => ({
  balance: null,
  set: (balance) => set({ balance }),
  reset: () => set({ balance: null }),
}))

/** The balance to show: the live one when known, else the page's. */
export function useShownBalance(serverBalance: number | null | undefined) {
  const live = useLiveBalance((state) => state.balance)
  return live ?? serverBalance ?? 0
}

/** Call with the server's answer after any points movement: every tab of the user follows. */
export function announceBalance(userId: number, balance: number) {
  useLiveBalance.getState().set(balance)
  publish({ type: 'balance', userId, balance })
}
