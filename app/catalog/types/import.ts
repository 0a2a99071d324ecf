export type ImportReport = {
  categories: { created: number; updated: number }
  models: { created: number; updated: number }
  images: number
  errors: string[]
}
