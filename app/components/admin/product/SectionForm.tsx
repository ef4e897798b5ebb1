import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { FormMessage, SaveButton, useFormAnswer } from './fields.tsx'

// PED-1 (decision 0049): a section of the product editor saved as one form with one button. The
// server saves it in one transaction or not at all; with JavaScript the button's line says
// whether something typed is not saved yet (without it, the answer after the post says it).

export function SectionForm({
  intent,
  className,
  label,
  multipart = false,
  children,
}: {
  intent: string
  className: string
  /** The save button's text (default: Save). */
  label?: string
  multipart?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { message } = useFormAnswer(intent)
  const saved = message?.ok ? message.nonce : undefined
  // Typing marks the form as changed since its last saved answer; a newer saved answer clears
  // that, a refused one leaves it changed.
  const [typedAfter, setTypedAfter] = useState<string | null>(null)
  const since = saved ?? 'none'
  const dirty = (message !== undefined && !message.ok) || typedAfter === since
  const setDirty = () => setTypedAfter(since)
  return (
    <Form
      method="post"
      className={className}
      noValidate
      preventScrollReset
      encType={multipart ? 'multipart/form-data' : undefined}
      onInput={setDirty}
      onChange={setDirty}
      data-dirty={dirty ? 'true' : 'false'}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="part" value="" />
      <FormMessage intent={intent} />
      {children}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <SaveButton label={label} />
        <span role="status" className="text-sm text-slate-700" data-testid="save-state">
          {dirty ? (
            <span className="font-semibold text-amber-800">{t('adminProducts.unsaved')}</span>
          ) : saved ? (
            t('adminProducts.savedState')
          ) : null}
        </span>
      </div>
    </Form>
  )
}
