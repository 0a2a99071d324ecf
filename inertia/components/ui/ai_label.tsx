import { useTranslation } from '~/lib/use_translation'

/**
 * The visible "AI-generated" mark on generated media (the files carry it too, in their metadata).
 */
export default function AiLabel(props: { atRight?: boolean; hidden?: boolean }) {
  const { t } = useTranslation()
  return (
    <span
      className={props.atRight ? 'ai-label at-right' : 'ai-label'}
      aria-hidden={props.hidden || undefined}
      data-testid="ai-label"
    >
      {t('common.aiGenerated')}
    </span>
  )
}
