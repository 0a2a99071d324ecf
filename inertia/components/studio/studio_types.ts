/* The studio's answers, typed by the server's own declarations (app/studio/types). */
export type { StudioRequestView, StudioStage, StudioStatus } from '#studio/types/studio'
