import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import {
  euros,
  FormMessage,
  PartControls,
  PartFields,
  SaveButton,
  TextInput,
  TitleFields,
  type useFormAnswer,
  useFreshKey,
} from './fields.tsx'

// CONT-6: the rows, forms and fields the product editor's part lists share (options and their
// values, combinations, production times, services and their choices, quantity tiers).

type Answer = ReturnType<typeof useFormAnswer>

/** A part's form: the server checks it (no browser validation), the page keeps its place. */
export function PostForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Form method="post" className={className} noValidate preventScrollReset>
      {children}
    </Form>
  )
}

/** PED-3: a form that adds a part, drawn afresh and empty after each of its saved answers. */
export function AddForm({
  intent,
  part = '',
  className,
  children,
}: {
  intent: string
  part?: string | number
  className: string
  children: ReactNode
}) {
  return (
    <PostForm key={useFreshKey(intent, part)} className={className}>
      {children}
    </PostForm>
  )
}

/** A part in its list: a framed row (`small`: a value or choice inside its part). */
export function PartItem({
  testId,
  small = false,
  children,
}: {
  testId?: string
  small?: boolean
  children: ReactNode
}) {
  return (
    <li
      className={
        small ? 'rounded border border-slate-100 p-2' : 'rounded-md border border-slate-200 p-3'
      }
      data-testid={testId}
    >
      {children}
    </li>
  )
}

/** A part's name as its heading, with its move and delete buttons beside it. */
export function PartHeading(props: {
  kind: string
  remove: string
  part: number
  name: string
  first: boolean
  last: boolean
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="font-semibold text-slate-900">{props.name}</h3>
      <span className="flex gap-1">
        <PartControls {...props} />
      </span>
    </div>
  )
}

/**
 * A part's two titles and a save button in one row: renaming a part (`stored`), or adding one by
 * its titles. `message`: the form's answer inside it, under the row.
 */
export function TitlesForm({
  intent,
  part = '',
  parent,
  stored,
  label,
  className,
  message = false,
}: {
  intent: string
  part?: number | string
  parent?: number
  stored?: { de: string; en: string }
  label?: string
  className: string
  message?: boolean
}) {
  // PED-3: a form that adds (no stored titles) is drawn empty after it saved.
  const fresh = useFreshKey(intent, part)
  return (
    <PostForm key={stored ? 'stored' : fresh} className={className}>
      <PartFields intent={intent} part={part} parent={parent} />
      <TitleFields intent={intent} part={part} stored={stored} />
      <SaveButton label={label} />
      {message ? (
        <div className="md:col-span-3">
          <FormMessage intent={intent} part={part} />
        </div>
      ) : null}
    </PostForm>
  )
}

/** A whole number of a part's form: what was typed when refused, else the stored value. */
export function NumberField({
  answer,
  name,
  label,
  stored,
  maxLength,
  required = false,
}: {
  answer: Answer
  name: string
  label: string
  stored: number | string
  maxLength: number
  required?: boolean
}) {
  return (
    <TextInput
      name={name}
      label={label}
      error={answer.errors[name]}
      value={answer.value(name, stored)}
      inputMode="numeric"
      maxLength={maxLength}
      required={required}
    />
  )
}

/** An amount in euros of a part's form (PRICE-2), shown as '49,90'. */
export function MoneyField({
  answer,
  name,
  cents = 0,
  required = true,
  label,
  hint,
}: {
  answer: Answer
  name: 'price' | 'realPrice' | 'additionalPrice'
  cents?: number
  required?: boolean
  /** Another label than the combination's (a service's price is no product price). */
  label?: string
  hint?: string
}) {
  const { t } = useTranslation()
  return (
    <TextInput
      name={name}
      label={label ?? t(`adminProducts.field.${name}`)}
      hint={hint}
      error={answer.errors[name]}
      value={answer.value(name, euros(cents))}
      inputMode="decimal"
      maxLength={14}
      required={required}
    />
  )
}

/** A choice among a part's values, labelled above it; `error` is the field's message. */
export function LabelledSelect({
  label,
  name,
  defaultValue,
  error,
  children,
}: {
  label: string
  name: string
  defaultValue: string | number
  error?: string | null
  children: ReactNode
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
      {label}
      <select
        name={name}
        defaultValue={defaultValue}
        {...(error === undefined ? {} : { 'aria-invalid': Boolean(error) })}
        className="rounded-md border border-slate-300 px-3 py-2 font-normal"
      >
        {children}
      </select>
      {error ? <span className="font-normal text-red-800">{error}</span> : null}
    </label>
  )
}

/** The one of `values` that a combination or a chosen line has. */
export const chosenOf = <T extends { id: number }>(values: T[], ids: number[]): T | undefined =>
  values.find((value) => ids.includes(value.id))
