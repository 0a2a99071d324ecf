/** What catalog:import did (or, with problems or a dry run, would not do). */
export type ImportReport = {
  categories: { created: number; updated: number }
  models: { created: number; updated: number }
  images: number
  errors: string[]
}
