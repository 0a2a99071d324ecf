import type { InertiaPages } from '@adonisjs/inertia/types'

/*
| Which dictionary files the browser loads, and when. tests/unit/core/page_texts.spec.ts fails when
| a page's code (or a lazy component's) can ask for a text of a file it has not loaded.
| bench/lib/page_weight.ts reads it to weigh each page.
*/

export const TEXT_SETS = [
  'core',
  'accounts',
  'catalog',
  'catalog_pages',
  'chat',
  'dev_mailbox',
  'engagement',
  'error_pages',
  'legal',
  'payments',
  'staff',
  'studio',
  'takedown',
  'wallet',
] as const
export type TextSet = (typeof TEXT_SETS)[number]

/** The texts of the layout (header, footer, age gate, error boundary …): loaded for every page. */
export const SHELL_TEXTS: readonly TextSet[] = ['core']

/** Each page's own dictionary files, besides the shell's. */
export const PAGE_TEXTS = {
  'accounts/forgot_password': ['accounts'],
  'accounts/login': ['accounts'],
  'accounts/profile': ['accounts', 'catalog', 'engagement', 'studio', 'wallet'],
  'accounts/register': ['accounts'],
  'accounts/reset_password': ['accounts'],
  'staff/ledger': ['staff', 'wallet'],
  'accounts/verify_email': ['accounts'],
  'catalog/categories': ['catalog', 'catalog_pages'],
  'catalog/category': ['catalog', 'catalog_pages'],
  'catalog/home': ['catalog'],
  'catalog/invalid_category': ['catalog', 'catalog_pages'],
  'catalog/model': ['catalog', 'catalog_pages'],
  'catalog/models': ['catalog', 'catalog_pages'],
  'core/dev_mailbox': ['dev_mailbox'],
  'core/errors/bad_request': ['error_pages'],
  'core/errors/forbidden': ['error_pages'],
  'core/errors/not_found': ['error_pages'],
  'core/errors/server_error': ['error_pages'],
  'core/legal': ['legal'],
  'engagement/chat': ['catalog_pages', 'chat'],
  'studio/custom_generation': ['studio'],
  'takedown/report': ['takedown'],
  'takedown/staff_report': ['takedown'],
  'takedown/staff_reports': ['takedown'],
  'payments/cancel': ['payments'],
  'payments/sandbox_paypal': ['payments'],
  'payments/show': ['payments', 'wallet'],
  'payments/success': ['payments'],
} as const satisfies Record<keyof InertiaPages, readonly TextSet[]>

export type PageName = keyof typeof PAGE_TEXTS

/** The dictionary files a page needs before it renders: the shell's and its own. */
export function textSetsOf(page: string): readonly TextSet[] {
  return [...SHELL_TEXTS, ...((PAGE_TEXTS as Record<string, readonly TextSet[]>)[page] ?? [])]
}
