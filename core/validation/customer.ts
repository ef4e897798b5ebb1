import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import { boothFields, checkBooth } from './booth-address.ts'
import { leitwegIdField } from './leitweg-id.ts'
import { databaseId, text as plainText } from './text.ts'

// VAL-1, FORM-3: the one set of rules for registration, profile, addresses and passwords, used by
// the storefront's forms and by the REST API alike. Messages are keys, translated at the edge.

/** VAL-4: postcode length by country id; a country not named here has no rule. */
export const POSTCODE_LENGTH: Readonly<Record<number, number>> = { 18: 5, 10: 4, 9: 4 }
/** VAL-5: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8

/**
 * Where the server puts its common-password check (`refuseCommonPasswords`). The list is far too
 * large for the browser bundle, so the browser runs without it and the server answers the
 * password field with the same message; on globalThis because the storefront's server build
 * carries a second copy of this module.
 */
const COMMON_PASSWORD_CHECK = Symbol.for('shop.validation.isCommonPassword')
type CommonPasswordCheck = (password: string) => boolean
const slots = globalThis as typeof globalThis & { [COMMON_PASSWORD_CHECK]?: CommonPasswordCheck }

/** Server-side: from now on every new password (registration, reset, change) must pass `check`. */
export function refuseCommonPasswords(check: CommonPasswordCheck): void {
  slots[COMMON_PASSWORD_CHECK] = check
}

function isCommonPassword(password: string): boolean {
  return slots[COMMON_PASSWORD_CHECK]?.(password) ?? false
}

// ACC-1 to ACC-3 (decision 0014, names of real buyers): the specification's 'special characters'
// are the characters that belong in no name. Company names keep letters of any script (with
// their accents), digits, spaces and & + – - . , ' ’ ( ) /: 'Müller & Söhne – Messeteam',
// 'Café+Bar GmbH', 'Smith & Sons Ltd.'. Personal names keep letters, spaces and - ' ’ .:
// 'Anna-Lena', "O'Brien"; cities also ( ) and digits: 'Halle (Saale)', 'Frankfurt a. M.'.
const specialCharacter = /[^\p{L}\p{M}\p{N} &+–.,'’()/-]/gu
const companyName = /^[\p{L}\p{M}\p{N} &+–.,'’()/-]+$/u
const personalName = /^\p{L}[\p{L}\p{M} .'’-]*$/u
const cityName = /^\p{L}[\p{L}\p{M}\p{N} .'’()/-]*$/u

/**
 * ACC-1: the characters of a company name that no name has, each once, in the order typed (a
 * character that cannot be seen is named by its code, e.g. "U+0009"). Empty: the name is fine.
 */
export function refusedCharacters(value: string): string[] {
  const found = new Set(value.match(specialCharacter) ?? [])
  return [...found].map((char) =>
    /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char)
      ? char
      : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  )
}

/** ACC-1: the company field's message for refused characters, naming them. */
export function specialCharactersMessage(locale: Locale, value: string): string {
  return translate(locale, 'validation.specialChars', {
    chars: refusedCharacters(value).join(' '),
  })
}

/** A company name as it is kept: runs of spaces become one. */
const oneSpace = (value: string) => value.replace(/ {2,}/g, ' ')

export type FieldName =
  | 'company'
  | 'gender'
  | 'first_name'
  | 'last_name'
  | 'address'
  | 'postcode'
  | 'city'
  | 'country_id'
  | 'email'
  | 'phone'
  | 'password'
  | 'password_confirmation'
  | 'current_password'

// Decision 0039: the messages are message keys; a message naming its field ('{{field}} ist ein
// Pflichtfeld.') takes the label `fields.<name>` from the issue's path (`issueMessage`).
const REQUIRED = 'validation.required' satisfies MessageKey
const TOO_LONG = 'validation.tooLong' satisfies MessageKey

/** ACC-1: a company name keeps no special character; the message names the ones typed. */
function refuseSpecialCharacters(value: string, ctx: z.RefinementCtx) {
  if (value === '' || companyName.test(value)) return
  ctx.addIssue({
    code: 'custom',
    message: 'validation.specialChars' satisfies MessageKey,
    params: { chars: refusedCharacters(value).join(' ') },
    input: value,
  })
}

const required = (max = 120) =>
  plainText({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: TOO_LONG })

const company = required().superRefine(refuseSpecialCharacters).transform(oneSpace)
const gender = z.enum(['male', 'female'], { error: REQUIRED })
const first_name = required(60).regex(personalName, { error: 'validation.personalName' })
const last_name = required(60).regex(personalName, { error: 'validation.personalName' })
const address = required(160)
const postcode = required(12)
const city = required(80).regex(cityName, { error: 'validation.cityName' })
// Whether the country exists is the service's question (a 422 there, not a foreign-key 500).
const country_id = z.coerce
  .number({ error: REQUIRED })
  .int({ error: REQUIRED })
  .positive({ error: REQUIRED })
  .pipe(databaseId('validation.countryUnknown'))
const email = plainText({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(254, { error: TOO_LONG })
  .pipe(z.email({ error: 'validation.email' }))
const phone = required(40)
const password = plainText({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin' })
  .max(256, { error: TOO_LONG })
  // A too short password has its message already; one message per mistake.
  .refine((value) => value.length < PASSWORD_MIN_LENGTH || !isCommonPassword(value), {
    error: 'validation.passwordCommon',
  })
const password_confirmation = plainText({ error: REQUIRED }).min(1, { error: REQUIRED })
// VAL-2: no length rule beyond the field's: old passwords still log in.
const current_password = plainText({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .max(256, { error: TOO_LONG })

/** VAL-4: the postcode's length follows the chosen country. */
function checkPostcode(data: { postcode?: string; country_id?: number }, ctx: z.RefinementCtx) {
  const length = typeof data.country_id === 'number' ? POSTCODE_LENGTH[data.country_id] : undefined
  const postcode = typeof data.postcode === 'string' ? data.postcode.trim() : ''
  if (length && postcode && !new RegExp(`^\\d{${length}}$`).test(postcode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['postcode'],
      message: 'validation.postcodeLength' satisfies MessageKey,
      params: { length },
    })
  }
}

function checkConfirmation(
  data: { password?: string; password_confirmation?: string },
  ctx: z.RefinementCtx,
) {
  if (
    typeof data.password_confirmation === 'string' &&
    data.password_confirmation &&
    data.password !== data.password_confirmation
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'validation.passwordConfirm' satisfies MessageKey,
    })
  }
}

/** Cross-field rules run even when another field failed, so every error shows at once. */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
}

const profileShape = {
  company,
  gender,
  first_name,
  last_name,
  address,
  postcode,
  city,
  country_id,
  phone,
}

/** VAL-3: registration (`POST /user/auth/register` and the 'Neuer Kunde' tab). */
export const registrationSchema = z
  .object({
    ...profileShape,
    email,
    password,
    password_confirmation,
    /** CO-2, CO-6: the company invitation the registration answers (its link's token). */
    invitation: plainText().max(200).optional(),
  })
  .superRefine((data, ctx) => {
    checkPostcode(data, ctx)
    checkConfirmation(data, ctx)
  }, always)
export type RegistrationInput = z.output<typeof registrationSchema>

/**
 * The profile's own data: the registration's rules without e-mail and password, plus the optional
 * Leitweg-ID (INV-8; left out, it stays as it is; empty, it is removed).
 */
export const profileSchema = z
  .object({ ...profileShape, leitweg_id: leitwegIdField })
  .superRefine(checkPostcode, always)
export type ProfileInput = z.output<typeof profileSchema>

/** VAL-2: login needs an e-mail and a password (no length rule: old passwords still log in). */
export const loginSchema = z.object({ email, password: current_password })
export type LoginInput = z.output<typeof loginSchema>

/** VAL-2: forgot password needs a valid e-mail. */
export const forgotPasswordSchema = z.object({ email })

/** A new password from the reset link: the e-mail it was sent to and the password twice. */
export const resetPasswordSchema = z
  .object({ email, password, password_confirmation })
  .superRefine(checkConfirmation, always)
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>

/** The profile's password change: the current password and the new one twice. */
export const passwordChangeSchema = z
  .object({ current_password, password, password_confirmation })
  .superRefine(checkConfirmation, always)
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>

/**
 * An address book entry: the profile's rules, company optional, plus default flags and the
 * optional booth of a trade fair (FAIR-ADDR-1, FAIR-ADDR-2).
 */
export const addressSchema = z
  .object({
    company: plainText()
      .trim()
      .max(120, { error: TOO_LONG })
      .superRefine(refuseSpecialCharacters)
      .transform(oneSpace)
      .default(''),
    gender: gender.optional(),
    first_name,
    last_name,
    address,
    postcode,
    city,
    country_id,
    phone: plainText().trim().max(40, { error: TOO_LONG }).default(''),
    is_default_billing: z.boolean().default(false),
    is_default_shipping: z.boolean().default(false),
    ...boothFields,
  })
  .superRefine((data, ctx) => {
    checkPostcode(data, ctx)
    checkBooth(data, ctx)
  }, always)
export type AddressInput = z.output<typeof addressSchema>

/**
 * FIND-5: what staff change of a customer's account — the profile's rules (ACC-6) plus the
 * e-mail with the registration's rule (VAL-3); unique e-mail and phone are the service's check
 * (ACC-5). The Leitweg-ID as in the profile (INV-8).
 */
export const staffCustomerSchema = z
  .object({ ...profileShape, email, leitweg_id: leitwegIdField })
  .superRefine(checkPostcode, always)
export type StaffCustomerInput = z.output<typeof staffCustomerSchema>
