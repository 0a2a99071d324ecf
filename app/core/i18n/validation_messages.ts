import { HttpContext } from '@adonisjs/core/http'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'

/**
 * Translates every VineJS message into the language of the current request
 * (found through the HttpContext async storage), so validators need no
 * per-call setup. Lookup order:
 *   validation.fields.<field>.<rule> → validation.<rule> → validation.invalid
 */
export class TranslatedValidationMessages implements MessagesProviderContact {
  getMessage(_default: string, rule: string, field: FieldContext, args?: Record<string, any>) {
    const t = HttpContext.get()?.t ?? translator(DEFAULT_LOCALE)
    const vars = { field: field.name, ...args }
    const keys = [
      `validation.fields.${field.name}.${rule}`,
      `validation.${rule}`,
      'validation.invalid',
    ]
    for (const key of keys) {
      const message = t(key, { ...vars, defaultValue: '' })
      if (message) return message
    }
    return _default
  }
}
