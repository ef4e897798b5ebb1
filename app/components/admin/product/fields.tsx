import { createContext, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { PART_TITLE_MAX } from '#core/catalog/product-editor.ts'
import { Field } from '#app/components/account/Field.tsx'
import { hintOf } from './hints.ts'

export { hintOf }

// CONT-6: the small pieces every section of the product editor is built from. Each of the
// editor's forms names its `intent` and `part`; the page's last answer reaches exactly the form
// that was sent (its messages, what was typed), through EditorAnswerContext.

export interface EditorAnswerData {
  ok: boolean
  intent: string
  part?: string
  message: string
  /** New on every saved answer (PED-3). */
  nonce?: string
  errors?: Record<string, string[]>
  values?: Record<string, string>
}

export const EditorAnswerContext = createContext<EditorAnswerData | undefined>(undefined)

/**
 * PED-3: the key of an add form — new after each of its saved answers, so the form is drawn
 * afresh and empty (what was typed is not sent twice); the same otherwise.
 */
export function useFreshKey(intent: string, part: string | number = '') {
  const { message } = useFormAnswer(intent, part)
  return message?.ok ? (message.nonce ?? 'saved') : 'form'
}

/** The answer meant for the form of `intent` and `part`: its field messages and typed values. */
export function useFormAnswer(intent: string, part: string | number = '') {
  const answer = useContext(EditorAnswerContext)
  const mine =
    answer !== undefined &&
    answer.intent === intent &&
    String(answer.part ?? answer.values?.part ?? '') === String(part)
  const errors: Record<string, string> = {}
  if (mine && !answer.ok) {
    for (const [field, list] of Object.entries(answer.errors ?? {})) {
      if (list[0]) errors[field] = list[0]
    }
  }
  return {
    errors,
    /** What was typed when the form was refused, else the stored value. */
    value: (name: string, stored: string | number = '') =>
      mine && !answer.ok && answer.values?.[name] !== undefined
        ? answer.values[name]
        : String(stored),
    /** The answer's sentence when it was this form's (saved, or why not). */
    message: mine ? answer : undefined,
  }
}

export function TextInput({
  name,
  label,
  error,
  value,
  required = false,
  hint,
  maxLength,
  inputMode,
  type = 'text',
  form,
}: {
  name: string
  label: string
  error?: string
  value?: string
  required?: boolean
  hint?: string
  maxLength?: number
  inputMode?: 'decimal' | 'numeric'
  type?: 'text' | 'file'
  form?: string
}) {
  const { t } = useTranslation()
  const key = hintOf(name)
  return (
    <Field
      label={label}
      error={error}
      required={required}
      hint={hint ?? (key ? t(key) : undefined)}
    >
      {(props) => (
        <input
          {...props}
          name={name}
          type={type}
          form={form}
          {...(type === 'file'
            ? {}
            : { defaultValue: value ?? '', maxLength, inputMode, autoComplete: 'off' })}
        />
      )}
    </Field>
  )
}

export function TextArea({
  name,
  label,
  error,
  value,
  rows = 3,
  hint,
  maxLength,
  required = false,
}: {
  name: string
  label: string
  error?: string
  value?: string
  rows?: number
  hint?: string
  maxLength?: number
  required?: boolean
}) {
  const { t } = useTranslation()
  const key = hintOf(name)
  return (
    <Field
      label={label}
      error={error}
      hint={hint ?? (key ? t(key) : undefined)}
      required={required}
    >
      {(props) => (
        <textarea
          {...props}
          name={name}
          rows={rows}
          defaultValue={value ?? ''}
          maxLength={maxLength}
        />
      )}
    </Field>
  )
}

/** A section of the editor with its heading (the contents list links to `id`). */
export function EditorSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-6 scroll-mt-4 rounded-lg bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The sentence of the last answer, when it was this form's. */
export function FormMessage({ intent, part = '' }: { intent: string; part?: string | number }) {
  const { message } = useFormAnswer(intent, part)
  if (!message) return null
  return (
    <p
      role={message.ok ? 'status' : 'alert'}
      className={`rounded-md p-2 text-sm ${message.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
      data-testid="editor-answer"
    >
      {message.message}
    </p>
  )
}

export const buttonClass =
  'rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60'
export const primaryClass =
  'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60'

/** The hidden fields and submit button of a form that does one thing to a part. */
export function PartButton({
  intent,
  part,
  label,
  extra = {},
  danger = false,
  srLabel,
}: {
  intent: string
  part: number | string
  label: string
  extra?: Record<string, string>
  danger?: boolean
  /** What the button does, for a screen reader (“Delete value Blue”). */
  srLabel?: string
}) {
  const busy = useNavigation().state !== 'idle'
  return (
    <Form method="post" className="inline" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="part" value={part} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={busy}
        aria-label={srLabel}
        className={`${buttonClass} ${danger ? 'border-red-300 text-red-800 hover:bg-red-50' : ''}`}
      >
        {label}
      </button>
    </Form>
  )
}

/** Up and down for a part among its siblings. */
export function MoveButtons({
  kind,
  part,
  name,
  first,
  last,
}: {
  kind: string
  part: number
  name: string
  first: boolean
  last: boolean
}) {
  const { t } = useTranslation()
  return (
    <span className="inline-flex gap-1">
      {first ? null : (
        <PartButton
          intent="move"
          part={part}
          label="↑"
          extra={{ kind, direction: 'up' }}
          srLabel={`${t('adminProducts.up')}: ${name}`}
        />
      )}
      {last ? null : (
        <PartButton
          intent="move"
          part={part}
          label="↓"
          extra={{ kind, direction: 'down' }}
          srLabel={`${t('adminProducts.down')}: ${name}`}
        />
      )}
    </span>
  )
}

/** A part's controls in a list: up, down and delete (all named for a screen reader). */
export function PartControls({
  kind,
  remove,
  part,
  name,
  first,
  last,
}: {
  kind: string
  /** The delete form's intent, e.g. 'duration-delete'. */
  remove: string
  part: number
  name: string
  first: boolean
  last: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      <MoveButtons kind={kind} part={part} name={name} first={first} last={last} />
      <PartButton
        intent={remove}
        part={part}
        label={t('adminProducts.remove')}
        srLabel={`${t('adminProducts.remove')}: ${name}`}
        danger
      />
    </>
  )
}

/** The hidden fields every part form sends. */
export function PartFields({
  intent,
  part = '',
  parent,
}: {
  intent: string
  part?: number | string
  parent?: number
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="part" value={part} />
      {parent === undefined ? null : <input type="hidden" name="parent" value={parent} />}
    </>
  )
}

export function SaveButton({ label }: { label?: string }) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  return (
    <button type="submit" disabled={busy} className={primaryClass}>
      {label ?? t('adminProducts.save')}
    </button>
  )
}

/** Cents as the editor's money fields show them: '49,90'. */
export const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')

/** Two title fields (German, English) of a part's form. */
export function TitleFields({
  intent,
  part,
  stored,
  prefix = 'title',
}: {
  intent: string
  part: number | string
  stored?: { de: string; en: string }
  prefix?: 'title' | 'value'
}) {
  const { t } = useTranslation()
  const { errors, value } = useFormAnswer(intent, part)
  return (
    <>
      {(['De', 'En'] as const).map((suffix) => {
        const name = `${prefix}${suffix}` as const
        return (
          <TextInput
            key={name}
            name={name}
            label={t(`adminProducts.field.${name}`)}
            error={errors[name]}
            value={value(name, stored?.[suffix === 'De' ? 'de' : 'en'] ?? '')}
            maxLength={PART_TITLE_MAX}
            required
          />
        )
      })}
    </>
  )
}
