import type { CustomNotices } from '#studio/types/studio'

/* Custom generation: whether it is on, what ended while the user was away (studio_provider). */
declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    /** Ended and not seen yet (at most five, newest first), and whether one runs; none for visitors. */
    customNotices: CustomNotices
    /** Custom generation is on (STUDIO_CUSTOM_GENERATION): pages link to it only then. */
    customGeneration: boolean
    /** The longest photo or video prompt the server takes, in characters. */
    maxPrompt: number
  }
}
