import type { DemoCategory } from '#catalog/types/demo'
import { DEMO_CATEGORIES_1 } from '#catalog/demo/data/demo_categories_1'
import { DEMO_CATEGORIES_2 } from '#catalog/demo/data/demo_categories_2'

export const DEMO_CATEGORIES: DemoCategory[] = [...DEMO_CATEGORIES_1, ...DEMO_CATEGORIES_2]
