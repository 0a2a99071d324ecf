import { HttpContext } from '@adonisjs/core/http'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { hasTranslation, translator } from '#core/i18n/translator'

// validation.fields.<field>.<rule> → validation.<rule> → validation.invalid, in the request's language.
export class TranslatedValidationMessages implements MessagesProviderContact {
  getMessage(_default: string, rule: string, field: FieldContext, args?: Record<string, any>) {
    const locale = HttpContext.get()?.locale ?? DEFAULT_LOCALE
    const vars = { field: field.name, ...args }
    const candidates = [`validation.fields.${field.name}.${rule}`, `validation.${rule}`]
    const key = candidates.find((candidate) => hasTranslation(locale, candidate))
    return key
      ? translator(locale)(key, vars)
      : translator(locale)('validation.invalid', vars) || _default
  }
}
