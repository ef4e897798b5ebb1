import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { leitwegIdField } from './leitweg-id.ts'
import { databaseId, text as plainText } from './text.ts'

// VAL-1, FORM-3: the one set of rules for registration, profile, addresses and passwords, used by
// the storefront's forms and by the REST API alike. Messages come in the visitor's language.

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

function texts(locale: Locale) {
  const field = (name: FieldName) => translate(locale, `fields.${name}`)
  return {
    required: (name: FieldName) => translate(locale, 'validation.required', { field: field(name) }),
    tooLong: (name: FieldName) => translate(locale, 'validation.tooLong', { field: field(name) }),
    personalName: (name: FieldName) =>
      translate(locale, 'validation.personalName', { field: field(name) }),
    cityName: (name: FieldName) => translate(locale, 'validation.cityName', { field: field(name) }),
    t: (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
      translate(locale, key, options),
  }
}

/** The field builders of one language. */
function fields(locale: Locale) {
  const m = texts(locale)
  const text = (name: FieldName, max = 120) =>
    plainText(locale, { error: m.required(name) })
      .trim()
      .min(1, { error: m.required(name) })
      .max(max, { error: m.tooLong(name) })
  return {
    company: text('company')
      .refine((value) => companyName.test(value), {
        error: (issue) => specialCharactersMessage(locale, String(issue.input)),
      })
      .transform(oneSpace),
    gender: z.enum(['male', 'female'], { error: m.required('gender') }),
    first_name: text('first_name', 60).regex(personalName, {
      error: m.personalName('first_name'),
    }),
    last_name: text('last_name', 60).regex(personalName, { error: m.personalName('last_name') }),
    address: text('address', 160),
    postcode: text('postcode', 12),
    city: text('city', 80).regex(cityName, { error: m.cityName('city') }),
    // Whether the country exists is the service's question (a 422 there, not a foreign-key 500).
    country_id: z.coerce
      .number({ error: m.required('country_id') })
      .int({ error: m.required('country_id') })
      .positive({ error: m.required('country_id') })
      .pipe(databaseId(m.t('validation.countryUnknown'))),
    email: plainText(locale, { error: m.required('email') })
      .trim()
      .min(1, { error: m.required('email') })
      .max(254, { error: m.tooLong('email') })
      .pipe(z.email({ error: m.t('validation.email') })),
    phone: text('phone', 40),
    password: plainText(locale, { error: m.required('password') })
      .min(1, { error: m.required('password') })
      .min(PASSWORD_MIN_LENGTH, { error: m.t('validation.passwordMin') })
      .max(256, { error: m.tooLong('password') })
      // A too short password has its message already; one message per mistake.
      .refine((value) => value.length < PASSWORD_MIN_LENGTH || !isCommonPassword(value), {
        error: m.t('validation.passwordCommon'),
      }),
    password_confirmation: plainText(locale, { error: m.required('password_confirmation') }).min(
      1,
      { error: m.required('password_confirmation') },
    ),
    current_password: plainText(locale, { error: m.required('current_password') })
      .min(1, { error: m.required('current_password') })
      .max(256, { error: m.tooLong('current_password') }),
  }
}

/** VAL-4: the postcode's length follows the chosen country. */
function checkPostcode(
  locale: Locale,
  data: { postcode?: string; country_id?: number },
  ctx: z.RefinementCtx,
) {
  const length = typeof data.country_id === 'number' ? POSTCODE_LENGTH[data.country_id] : undefined
  const postcode = typeof data.postcode === 'string' ? data.postcode.trim() : ''
  if (length && postcode && !new RegExp(`^\\d{${length}}$`).test(postcode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['postcode'],
      message: translate(locale, 'validation.postcodeLength', { length }),
    })
  }
}

function checkConfirmation(
  locale: Locale,
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
      message: translate(locale, 'validation.passwordConfirm'),
    })
  }
}

/** Cross-field rules run even when another field failed, so every error shows at once. */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
}

const cache = new Map<string, z.ZodType>()
function memoized<T extends z.ZodType>(key: string, build: () => T): T {
  let schema = cache.get(key)
  if (!schema) {
    schema = build()
    cache.set(key, schema)
  }
  return schema as T
}

function buildProfileShape(locale: Locale) {
  const f = fields(locale)
  return {
    company: f.company,
    gender: f.gender,
    first_name: f.first_name,
    last_name: f.last_name,
    address: f.address,
    postcode: f.postcode,
    city: f.city,
    country_id: f.country_id,
    phone: f.phone,
  }
}

/** VAL-3: registration (`POST /user/auth/register` and the 'Neuer Kunde' tab). */
export function registrationSchema(locale: Locale) {
  return memoized(`registration:${locale}`, () => {
    const f = fields(locale)
    return z
      .object({
        ...buildProfileShape(locale),
        email: f.email,
        password: f.password,
        password_confirmation: f.password_confirmation,
      })
      .superRefine((data, ctx) => {
        checkPostcode(locale, data, ctx)
        checkConfirmation(locale, data, ctx)
      }, always)
  })
}
export type RegistrationInput = z.output<ReturnType<typeof registrationSchema>>

/**
 * The profile's own data: the registration's rules without e-mail and password, plus the optional
 * Leitweg-ID (INV-8; left out, it stays as it is; empty, it is removed).
 */
export function profileSchema(locale: Locale) {
  return memoized(`profile:${locale}`, () =>
    z
      .object({ ...buildProfileShape(locale), leitweg_id: leitwegIdField(locale) })
      .superRefine((data, ctx) => checkPostcode(locale, data, ctx), always),
  )
}
export type ProfileInput = z.output<ReturnType<typeof profileSchema>>

/** VAL-2: login needs an e-mail and a password (no length rule: old passwords still log in). */
export function loginSchema(locale: Locale) {
  return memoized(`login:${locale}`, () => {
    const f = fields(locale)
    return z.object({
      email: f.email,
      password: plainText(locale, { error: texts(locale).required('password') })
        .min(1, { error: texts(locale).required('password') })
        .max(256, { error: texts(locale).tooLong('password') }),
    })
  })
}
export type LoginInput = z.output<ReturnType<typeof loginSchema>>

/** VAL-2: forgot password needs a valid e-mail. */
export function forgotPasswordSchema(locale: Locale) {
  return memoized(`forgot:${locale}`, () => z.object({ email: fields(locale).email }))
}

/** A new password from the reset link: the e-mail it was sent to and the password twice. */
export function resetPasswordSchema(locale: Locale) {
  return memoized(`reset:${locale}`, () => {
    const f = fields(locale)
    return z
      .object({
        email: f.email,
        password: f.password,
        password_confirmation: f.password_confirmation,
      })
      .superRefine((data, ctx) => checkConfirmation(locale, data, ctx), always)
  })
}
export type ResetPasswordInput = z.output<ReturnType<typeof resetPasswordSchema>>

/** The profile's password change: the current password and the new one twice. */
export function passwordChangeSchema(locale: Locale) {
  return memoized(`password:${locale}`, () => {
    const f = fields(locale)
    return z
      .object({
        current_password: f.current_password,
        password: f.password,
        password_confirmation: f.password_confirmation,
      })
      .superRefine((data, ctx) => checkConfirmation(locale, data, ctx), always)
  })
}
export type PasswordChangeInput = z.output<ReturnType<typeof passwordChangeSchema>>

/** An address book entry: the profile's rules, company optional, plus default flags. */
export function addressSchema(locale: Locale) {
  return memoized(`address:${locale}`, () => {
    const f = fields(locale)
    return z
      .object({
        company: plainText(locale)
          .trim()
          .max(120, { error: texts(locale).tooLong('company') })
          .refine((value) => value === '' || companyName.test(value), {
            error: (issue) => specialCharactersMessage(locale, String(issue.input)),
          })
          .transform(oneSpace)
          .default(''),
        gender: f.gender.optional(),
        first_name: f.first_name,
        last_name: f.last_name,
        address: f.address,
        postcode: f.postcode,
        city: f.city,
        country_id: f.country_id,
        phone: plainText(locale)
          .trim()
          .max(40, { error: texts(locale).tooLong('phone') })
          .default(''),
        is_default_billing: z.boolean().default(false),
        is_default_shipping: z.boolean().default(false),
      })
      .superRefine((data, ctx) => checkPostcode(locale, data, ctx), always)
  })
}
export type AddressInput = z.output<ReturnType<typeof addressSchema>>

/** Zod issues as the API's and the forms' `{ field: [message] }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form'
    const list = (errors[field] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return errors
}
