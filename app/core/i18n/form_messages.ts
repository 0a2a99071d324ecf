import { HttpContext } from '@adonisjs/core/http'
import type { FieldContext } from '@vinejs/vine/types'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { dictionaries, translator } from '#core/i18n/translator'
import { TranslatedValidationMessages } from '#core/i18n/validation_messages'

function lookup(tree: unknown, key: string) {
  return key.split('.').reduce<any>((node, part) => node?.[part], tree)
}

// `validation.<scope>.<form>.<field>.<rule>`, then `validation.<scope>.<form>.<rule>`, then the product-wide messages.
export class FormMessages extends TranslatedValidationMessages {
  constructor(
    private form: string,
    private scope = 'accounts'
  ) {
    super()
  }

  getMessage(fallback: string, rule: string, field: FieldContext, args?: Record<string, any>) {
    const ctx = HttpContext.get()
    const locale = ctx?.locale ?? DEFAULT_LOCALE
    const t = ctx?.t ?? translator(locale)
    for (const key of [
      `validation.${this.scope}.${this.form}.${field.name}.${rule}`,
      `validation.${this.scope}.${this.form}.${rule}`,
      `validation.fields.${field.name}.${rule}`,
      `validation.${rule}`,
    ]) {
      // Looked up first, so an absent form-specific text is not logged as a missing key.
      if (typeof lookup(dictionaries[locale], key) === 'string') {
        return String(t(key, { field: field.name, ...args }))
      }
    }
    return super.getMessage(fallback, rule, field, args)
  }
}
