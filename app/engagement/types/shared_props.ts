/* The hearts on every card and the model page; registered by providers/engagement_provider.ts. */
declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    /** The signed-in user's favourite model ids (empty for visitors). */
    favoriteModelIds: number[]
  }
}

export {}
