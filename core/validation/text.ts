import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { MAX_DATABASE_ID } from '#core/ids/database-id.ts'

// The one rule for text a client sends (forms, API bodies, queries, paths): control characters
// are refused with a 422 before they reach a service. PostgreSQL cannot store NUL at all
// (`invalid byte sequence`, a 500 on the server), and CR/LF in a value that ends up in a header,
// a mail or a redirect target splits it. Only a multi-line text (a comment) keeps its line breaks
// and tabs. Half of a UTF-16 surrogate pair (JSON's `"\ud83d"`, half an emoji) is no character at
// all: PostgreSQL refuses it in a jsonb value (a 500), so it is refused here too (SEC-8).

/** C0 controls and DEL except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u
const LINE_BREAK_OR_TAB = /[\t\n\r]/u

export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters' satisfies MessageKey
export const LONE_SURROGATE_MESSAGE = 'validation.loneSurrogate' satisfies MessageKey

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return CONTROL.test(value) || (!multiline && LINE_BREAK_OR_TAB.test(value))
}

/** A high surrogate without its low one, or the other way round: not valid Unicode text. */
export function hasLoneSurrogates(value: string): boolean {
  return !value.isWellFormed()
}

export interface TextOptions {
  /** Keeps tabs and line breaks (comments). */
  multiline?: boolean
  /** The message key when the value is not a string at all (e.g. 'validation.required'). */
  error?: string
}

/**
 * A text field: a string without control characters. Every text field of the shared schemas
 * starts here; trim, length and pattern rules follow. Its messages are message keys, translated
 * at the edge in the visitor's language (`issueMessage`, decision 0039).
 */
export function text({ multiline = false, error }: TextOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !hasControlCharacters(value, { multiline }), {
      error: CONTROL_CHARACTERS_MESSAGE,
      // One message for such a value, not also 'letters only', 'too long', ...
      abort: true,
    })
    .refine((value) => !hasLoneSurrogates(value), {
      error: LONE_SURROGATE_MESSAGE,
      abort: true,
    })
}

export { MAX_DATABASE_ID } from '#core/ids/database-id.ts'

/** A database id a client names (a country, an address, a product): a positive int32. */
export function databaseId(message?: string) {
  const error = message === undefined ? undefined : { error: message }
  return z.number(error).int(error).positive(error).max(MAX_DATABASE_ID, error)
}
