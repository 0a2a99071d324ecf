import type { CustomNotice } from '#studio/types/studio'

/* Custom generations that ended while the user was away; registered by providers/studio_provider.ts. */
declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    /** Ended and not seen yet (at most five, newest first); empty for visitors. */
    customNotices: CustomNotice[]
  }
}
