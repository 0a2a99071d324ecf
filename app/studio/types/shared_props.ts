import type { CustomNotices } from '#studio/types/studio'

/* Custom generations that ended while the user was away; registered by providers/studio_provider.ts. */
declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    /** Ended and not seen yet (at most five, newest first), and whether one runs; none for visitors. */
    customNotices: CustomNotices
  }
}
