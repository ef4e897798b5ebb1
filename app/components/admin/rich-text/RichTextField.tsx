import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '#app/components/account/Field.tsx'
import { useHydrated } from '#app/lib/hydrated.ts'

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'))

/**
 * An HTML text of the back office: a textarea in the server's HTML (and without JavaScript),
 * the rich-text editor once the page runs, with a switch back to the HTML source.
 */
export function RichTextField({
  name,
  label,
  error,
  value,
  rows = 8,
  maxLength,
  required = false,
}: {
  name: string
  label: string
  error?: string
  value?: string
  rows?: number
  maxLength?: number
  required?: boolean
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null)
  const [source, setSource] = useState(false)
  const rich = hydrated && !source && textarea !== null
  return (
    <Field label={label} error={error} required={required}>
      {(props) => (
        <div className="flex flex-col gap-1">
          {hydrated ? (
            <button
              type="button"
              onClick={() => setSource(!source)}
              aria-pressed={source}
              className="self-end text-xs underline"
            >
              {t('richText.source')}
            </button>
          ) : null}
          <textarea
            {...props}
            // A saved text comes back cleaned: the field starts again from the stored HTML.
            key={value}
            ref={setTextarea}
            name={name}
            rows={rows}
            defaultValue={value ?? ''}
            maxLength={maxLength}
            hidden={rich}
            className={`${props.className} font-mono text-sm`}
          />
          {rich ? (
            <Suspense fallback={<p className="text-sm text-slate-600">{t('richText.loading')}</p>}>
              <RichTextEditor
                // The source view may have changed the HTML: the editor starts from it again.
                key={`${String(source)}:${value ?? ''}`}
                textarea={textarea}
                label={label}
                describedBy={props['aria-describedby']}
                invalid={props['aria-invalid']}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </Field>
  )
}
