import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'

/** The picture to start from, chosen by click or dropped, with a preview. */
export default function ImageDrop(props: {
  file: File | null
  maxBytes: number
  disabled?: boolean
  onChange: (file: File | null) => void
  onError: (message: string) => void
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const preview = usePreview(props.file)

  const choose = (file: File | undefined) => {
    if (!file) return
    if (!file.type.startsWith('image/')) return props.onError(t('studio.custom.errors.invalidType'))
    if (file.size > props.maxBytes) return props.onError(t('studio.custom.errors.tooLarge'))
    props.onChange(file)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!props.disabled) choose(event.dataTransfer.files[0])
  }

  return (
    <div className="custom-drop-wrap">
      <label htmlFor="custom-image" className="custom-label">
        {t('studio.custom.page.imageLabel')}
      </label>
      <div
        className={`custom-drop${dragging ? ' is-dragging' : ''}`}
        data-testid="custom-drop"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={() => !props.disabled && input.current?.click()}
      >
        {preview ? (
          <img src={preview} alt={t('studio.custom.page.previewAlt')} className="custom-preview" />
        ) : (
          <p>
            <strong>{t('studio.custom.page.dropHint')}</strong>
            <br />
            <span className="muted small">{t('studio.custom.page.formats')}</span>
          </p>
        )}
        <input
          ref={input}
          id="custom-image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={props.disabled}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            choose(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </div>
      {props.file && (
        <button
          type="button"
          className="btn btn-ghost small"
          disabled={props.disabled}
          onClick={() => props.onChange(null)}
        >
          {t('studio.custom.page.removeImage')}
        </button>
      )}
    </div>
  )
}

/** An object URL of the chosen file, revoked when it changes. */
function usePreview(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url]
  )
  return url
}
