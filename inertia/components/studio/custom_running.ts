import { create } from 'zustand'

/**
 * Whether this tab saw one of the user's custom generations running (the custom generation page's
 * list) and has not yet heard it end. the notices then ask the server instead of trusting it.
 */
export const useCustomRunning = create<{ running: boolean }>(() => ({ running: false }))

export const customRunningSeen = (running: boolean) => useCustomRunning.setState({ running })
