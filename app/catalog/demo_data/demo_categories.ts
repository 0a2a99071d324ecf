import type { DemoCategory } from '#catalog/types/demo'
import { DEMO_CATEGORIES_1 } from '#catalog/demo_data/demo_categories_1'
import { DEMO_CATEGORIES_2 } from '#catalog/demo_data/demo_categories_2'

/**
 * The demo categories, each with six lines that describe its characters
 * (split in two files only to keep each short). `{female|male}` picks the
 * form that agrees with the character (Spanish adjectives, English pronouns).
 */
export const DEMO_CATEGORIES: DemoCategory[] = [...DEMO_CATEGORIES_1, ...DEMO_CATEGORIES_2]
