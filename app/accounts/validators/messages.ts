import { HttpContext } from '@adonisjs/core/http'
import type { FieldContext } from '@vinejs/vine/types'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import { TranslatedValidationMessages } from '#core/i18n/validation_messages'

/**
 * The screens of product.md §5 word their messages per form ("Please fill in
 * all fields", "Passwords do not match"), so each accounts validator looks up
 * `validation.accounts.<form>.<field>.<rule>`, then
 * `validation.accounts.<form>.<rule>`, then the product-wide messages.
 */
export class FormMessages extends TranslatedValidationMessages {
  constructor(private form: string) {
    super()
  }

  getMessage(fallback: string, rule: string, field: FieldContext, args?: Record<string, any>) {
    const t = HttpContext.get()?.t ?? translator(DEFAULT_LOCALE)
    const vars = { field: field.name, ...args }
    for (const key of [
      `validation.accounts.${this.form}.${field.name}.${rule}`,
      `validation.accounts.${this.form}.${rule}`,
    ]) {
      const message = t(key, { ...vars, defaultValue: '' })
      if (message) return message
    }
    return super.getMessage(fallback, rule, field, args)
  }
}
