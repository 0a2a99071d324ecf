import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { LOCALES, type Locale } from '~/i18n'
import { switchLanguage } from '~/lib/preferences'

const FLAGS: Record<Locale, string> = { en: '🇬🇧', es: '🇪🇸' }

/** Keys with which a closed select changes its value without opening. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])

/**
 * Language dropdown: a native select, so keyboard and screen readers just work. Switching reloads
 * the page, so a keyboard user browsing the options with the arrow keys must not switch on every
 * step: a pick with the mouse or from the open list switches at once.
 */
export default function LanguageSelect({ id }: { id: string }) {
  const { t, i18n } = useTranslation()
  const current = i18n.language as Locale
  const [pending, setPending] = useState<Locale | null>(null)
  // A ref, not state: the change event comes before React would re-render.
  const browsing = useRef(false)

  const confirm = (locale: Locale) => {
    setPending(null)
    if (locale !== current) switchLanguage(i18n, locale)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (BROWSING_KEYS.has(event.key)) browsing.current = true
    else if (event.key === 'Enter' && pending) {
      event.preventDefault()
      confirm(pending)
    }
  }

  return (
    <label className="language-select" htmlFor={id}>
      <span className="sr-only">{t('language.label')}</span>
      <select
        id={id}
        value={pending ?? current}
        data-testid={id}
        onKeyDown={onKeyDown}
        onKeyUp={() => (browsing.current = false)}
        onBlur={() => setPending(null)}
        onChange={(event) => {
          const locale = event.target.value as Locale
          if (browsing.current) setPending(locale)
          else confirm(locale)
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {FLAGS[code]} {t(`language.names.${code}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
