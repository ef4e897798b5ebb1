import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** A labelled form control with its error, announced and linked by aria-describedby. */
export function Field({
  label,
  error,
  required,
  hint,
  children,
}: {
  label: string
  error?: string
  required?: boolean
  hint?: string
  children: (props: {
    id: string
    'aria-invalid': boolean
    'aria-describedby': string | undefined
    'aria-required': boolean | undefined
    className: string
  }) => React.ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-500"> ({t('account.optional')})</span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
        className: `w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function SubmitButton({
  busy,
  children,
  className = '',
}: {
  busy: boolean
  children: React.ReactNode
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className={`inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 ${className}`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {busy ? t('account.sending') : children}
    </button>
  )
}

/** After a failed submit, keyboard and screen-reader users land on the first invalid field. */
export function focusFirstInvalid(form: HTMLFormElement | null, onlyFields?: string[]) {
  requestAnimationFrame(() => {
    const invalid = [...(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])]
    // A field may carry a note (e.g. characters were stripped) without being wrong.
    const first = onlyFields
      ? invalid.find((element) => onlyFields.includes(element.getAttribute('name') ?? ''))
      : invalid[0]
    first?.focus()
  })
}
