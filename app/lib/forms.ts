import { useEffect, useRef } from 'react'
import { type FetcherWithComponents, useFetcher } from 'react-router'

// The storefront's forms post to route actions (decision 0017): a `fetcher.Form` with an
// `intent`, answered by `formAction` (forms.server.ts) with `{ ok: true, … }` or
// `{ ok: false, message, errors }`. Before hydration the same form posts as a document.

/** The hidden field JavaScript sets: the action answers data instead of a redirect. */
export const SCRIPTED_FIELD = '_scripted'

/** Marks a form as sent by JavaScript, just before it goes (its `SCRIPTED_FIELD` input). */
export function markScripted(form: HTMLFormElement) {
  const field = form.elements.namedItem(SCRIPTED_FIELD)
  if (field instanceof HTMLInputElement) field.value = '1'
}

export interface FormSuccess {
  ok: true
  message?: string
}

export interface FormFailureData {
  ok: false
  message: string
  errors: Record<string, string[]>
  intent: string
  values: Record<string, string>
}

export type FormAnswer<T extends object = object> = (FormSuccess & T) | FormFailureData

/** The first message of each field of a failed answer. */
export function fieldMessages(answer: unknown): Record<string, string> {
  if (!isFailure(answer)) return {}
  return Object.fromEntries(
    Object.entries(answer.errors)
      .filter(([, list]) => list.length > 0)
      .map(([field, list]) => [field, list[0]!]),
  )
}

export function isFailure(answer: unknown): answer is FormFailureData {
  return typeof answer === 'object' && answer !== null && (answer as { ok?: unknown }).ok === false
}

export function isSuccess<T extends object>(answer: unknown): answer is FormSuccess & T {
  return typeof answer === 'object' && answer !== null && (answer as { ok?: unknown }).ok === true
}

/**
 * A fetcher for one form, calling `onAnswer` once for each answer the action gives (success or
 * failure), after the page's data has been revalidated.
 */
export function useFormFetcher<T extends object = object>(
  onAnswer: (answer: FormAnswer<T>) => void,
): FetcherWithComponents<FormAnswer<T>> & { busy: boolean } {
  const fetcher = useFetcher<FormAnswer<T>>()
  const handled = useRef<unknown>(undefined)
  const callback = useRef(onAnswer)
  callback.current = onAnswer
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined) return
    if (handled.current === fetcher.data) return
    handled.current = fetcher.data
    callback.current(fetcher.data)
  }, [fetcher.state, fetcher.data])
  return Object.assign(fetcher, { busy: fetcher.state !== 'idle' })
}

/** Every message of a failed answer once: the fields' or else the headline, for a toast. */
export function failureMessages(answer: FormFailureData): string[] {
  const all = Object.values(answer.errors).flat()
  return [...new Set(all.length > 0 ? all : [answer.message])]
}

/** What a toast says about an answer: the success message, or every field's message. */
export function answerToast(answer: FormAnswer): { type: 'success' | 'error'; messages: string[] } {
  return answer.ok
    ? { type: 'success', messages: answer.message ? [answer.message] : [] }
    : { type: 'error', messages: failureMessages(answer) }
}

/** An answer the page got without JavaScript (useActionData), if it belongs to this form. */
export function answerFor<T extends object>(
  answer: unknown,
  intent: string,
): FormAnswer<T> | undefined {
  return intentOf(answer) === intent ? (answer as FormAnswer<T>) : undefined
}

/** The intent an answer belongs to, if any. */
export function intentOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null
  const intent = (answer as { intent?: unknown }).intent
  return typeof intent === 'string' ? intent : null
}

/** A form post that only asks (a price preview): no loader needs to run again after it. */
export function onlyAsks(formData: FormData | undefined): boolean {
  return formData?.get('intent') === 'preview'
}
