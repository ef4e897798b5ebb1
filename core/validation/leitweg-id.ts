import type { MessageKey } from '#core/i18n/translate.ts'
import { text } from './text.ts'

// INV-8: the Leitweg-ID of a public-sector buyer, as KoSIT's 'Formatspezifikation Leitweg-ID'
// defines it: a coarse address of 2 to 12 digits, an optional fine address of 1 to 30 letters or
// digits, and two check digits, joined by hyphens (e.g. 04011000-1234512345-06). The check digits
// follow ISO/IEC 7064 MOD 97-10 over the id without its hyphens, letters read as A=10 … Z=35:
// the whole number is ≡ 1 (mod 97), as with an IBAN.

const FORMAT = /^\d{2,12}(-[0-9A-Z]{1,30})?-\d{2}$/

export const LEITWEG_ID_MESSAGE = 'validation.leitwegId' satisfies MessageKey

/** As the id is stored: without surrounding spaces, letters upper-case. */
export function normalizeLeitwegId(value: string): string {
  return value.trim().toUpperCase()
}

/** ISO/IEC 7064 MOD 97-10 over digits and letters (A=10 … Z=35), one digit at a time. */
export function mod97(value: string): number {
  let rest = 0
  for (const character of value) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97
  }
  return rest
}

/** Whether a normalised value is a Leitweg-ID: the format, then the check digits. */
export function isLeitwegId(value: string): boolean {
  return FORMAT.test(value) && mod97(value.replaceAll('-', '')) === 1
}

/**
 * The optional Leitweg-ID field of the profile and the checkout's payment step: trimmed and
 * upper-cased; empty (or null) is none, which the services store as null. No transform, so the
 * schema also describes an answer (the saved payment step). Its message is a key, translated at
 * the edge (decision 0039).
 */
export const leitwegIdField = text()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isLeitwegId(value), { error: LEITWEG_ID_MESSAGE })
  .nullable()
  .optional()

/** A parsed field as stored: the id, or null for none. */
export function leitwegIdOrNull(value: string | null | undefined): string | null {
  return value ? value : null
}
