import { useTranslation } from 'react-i18next'
import { LOCALES, type Locale } from '~/i18n'
import { switchLanguage } from '~/lib/preferences'

const FLAGS: Record<Locale, string> = { en: '🇬🇧', es: '🇪🇸' }

/** Language dropdown: a native select, so keyboard and screen readers just work. */
export default function LanguageSelect({ id }: { id: string }) {
  const { t, i18n } = useTranslation()
  const current = i18n.language as Locale
  return (
    <label className="language-select" htmlFor={id}>
      <span className="sr-only">{t('language.label')}</span>
      <select
        id={id}
        value={current}
        data-testid={id}
        onChange={(event) => switchLanguage(i18n, event.target.value as Locale)}
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
