import { create } from 'zustand'

/**
 * Whether this tab saw one of the user's custom generations running (the
 * custom generation page's list) and has not yet heard it end. A page the
 * browser restores from its history (Back) brings the notices it had when
 * first shown, maybe from before that run began: the notices then ask the
 * server instead of trusting it.
 */
export const useCustomRunning = create<{ running: boolean }>(() => ({ running: false }))

export const customRunningSeen = (running: boolean) => useCustomRunning.setState({ running })
