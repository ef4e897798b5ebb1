import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { MAX_DATABASE_ID } from '#core/ids/database-id.ts'
import { POSTCODE_LENGTH } from '#core/validation/customer.ts'
import { checkbox } from '#core/validation/form-fields.ts'
import { hasControlCharacters, hasLoneSurrogates } from '#core/validation/text.ts'
import { addDays, isDay } from './fair-days.ts'

// FAIR-1, FAIR-2 (decision 0051): a trade fair as staff enter it, in the back office's form and
// in the fairs file alike. Messages are keys (decision 0039), translated at the edge.

export const FAIR_NAME_MAX = 120
export const FAIR_TEXT_MAX = 120
export const FAIR_ADDRESS_MAX = 400
export const FAIR_URL_MAX = 300
/** FAIR-2: a fair lasts at most this many days (opening to closing day, both counted). */
export const FAIR_MAX_DAYS = 31
/** FAIR-2: build-up and goods acceptance start at most this many days before opening. */
export const FAIR_LEAD_DAYS = 30

export const ACCEPTANCE_PLACES = ['venue', 'forwarder'] as const
export type AcceptancePlace = (typeof ACCEPTANCE_PLACES)[number]

const message = (key: MessageKey, params?: Record<string, unknown>) => ({ error: key, params })
const HOURS = /^([01]\d|2[0-3]):[0-5]\d$/
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A field as a form sends it: a missing one is empty, spaces around it go. */
const typed = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))

function field(max: number, { required = true, multiline = false } = {}) {
  return typed
    .refine(
      (value) => !hasControlCharacters(value, { multiline }) && !hasLoneSurrogates(value),
      message('validation.controlCharacters'),
    )
    .refine((value) => !required || value.length > 0, message('adminFairs.required'))
    .refine((value) => value.length <= max, message('adminFairs.tooLong', { max }))
}
// A browser sends a textarea's line breaks as CRLF: stored as LF, so a file posted back compares
// equal to what it was exported from.
const optional = (max: number, multiline = false) =>
  field(max, { required: false, multiline }).transform((value) =>
    value === '' ? null : value.replace(/\r\n?/g, '\n'),
  )

const day = typed
  .refine((value) => value !== '', message('adminFairs.required'))
  .refine((value) => value === '' || isDay(value), message('adminFairs.dayInvalid'))
const hours = typed
  .refine((value) => value !== '', message('adminFairs.required'))
  .refine((value) => value === '' || HOURS.test(value), message('adminFairs.hoursInvalid'))

export const fairInputSchema = z
  .object({
    key: field(60).refine(
      (value) => value === '' || KEY.test(value),
      message('adminFairs.keyInvalid'),
    ),
    nameDe: field(FAIR_NAME_MAX),
    nameEn: field(FAIR_NAME_MAX),
    city: field(FAIR_TEXT_MAX),
    venueName: field(FAIR_TEXT_MAX),
    venueStreet: field(FAIR_TEXT_MAX),
    venuePostcode: field(12),
    venueCity: field(FAIR_TEXT_MAX),
    venueCountryId: typed
      .refine((value) => value !== '', message('adminFairs.required'))
      .transform((value) => Number(value))
      .refine(
        (value) => Number.isSafeInteger(value) && value > 0 && value <= MAX_DATABASE_ID,
        message('adminFairs.countryUnknown'),
      ),
    opensOn: day,
    closesOn: day,
    buildUpFrom: day,
    buildUpTo: day,
    buildUpHoursFrom: hours,
    buildUpHoursTo: hours,
    acceptanceAt: typed.refine(
      (value): value is AcceptancePlace => (ACCEPTANCE_PLACES as readonly string[]).includes(value),
      message('adminFairs.required'),
    ),
    acceptanceFrom: day,
    acceptanceTo: day,
    acceptanceHoursFrom: hours,
    acceptanceHoursTo: hours,
    forwarderName: optional(FAIR_TEXT_MAX),
    forwarderAddress: optional(FAIR_ADDRESS_MAX, true),
    forwarderContact: optional(FAIR_TEXT_MAX),
    website: optional(FAIR_URL_MAX).refine(
      (value) => value === null || isHttpsAddress(value),
      message('adminFairs.websiteInvalid'),
    ),
    isActive: checkbox,
  })
  .superRefine((fair, ctx) => {
    for (const issue of fairOrderIssues(fair)) ctx.addIssue({ code: 'custom', ...issue })
  })

export type FairInput = z.output<typeof fairInputSchema>

/** A web address a visitor can open safely: https, a host, nothing that is no address. */
export function isHttpsAddress(value: string): boolean {
  if (!value.startsWith('https://')) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username
  } catch {
    return false
  }
}

interface FairDays {
  venuePostcode: string
  venueCountryId: number
  opensOn: string
  closesOn: string
  buildUpFrom: string
  buildUpTo: string
  buildUpHoursFrom: string
  buildUpHoursTo: string
  acceptanceAt: string
  acceptanceFrom: string
  acceptanceTo: string
  acceptanceHoursFrom: string
  acceptanceHoursTo: string
  forwarderName: string | null
}

/**
 * FAIR-2: the rules between the fields, each at the field to change: closing on or after
 * opening (at most FAIR_MAX_DAYS days), build-up ending on or before opening day and starting at
 * most FAIR_LEAD_DAYS before it, goods accepted in a window from FAIR_LEAD_DAYS before opening
 * to closing day, hours "from" before "to", a forwarder named when goods go to one, and the
 * venue's postcode as long as its country's (VAL-4). Days not valid are left to their field.
 */
export function fairOrderIssues(
  fair: FairDays,
): { path: string[]; message: MessageKey; params?: Record<string, unknown> }[] {
  const issues: { path: string[]; message: MessageKey; params?: Record<string, unknown> }[] = []
  const valid = (...days: string[]) => days.every(isDay)
  const add = (path: string, key: MessageKey, params?: Record<string, unknown>) =>
    issues.push({ path: [path], message: key, ...(params && { params }) })
  const { opensOn, closesOn } = fair
  if (valid(opensOn, closesOn)) {
    if (closesOn < opensOn) add('closesOn', 'adminFairs.closesBeforeOpening')
    else if (closesOn >= addDays(opensOn, FAIR_MAX_DAYS))
      add('closesOn', 'adminFairs.tooLongFair', { days: FAIR_MAX_DAYS })
  }
  if (valid(fair.buildUpFrom, fair.buildUpTo) && fair.buildUpTo < fair.buildUpFrom)
    add('buildUpTo', 'adminFairs.lastBeforeFirst')
  if (valid(opensOn, fair.buildUpTo) && fair.buildUpTo > opensOn)
    add('buildUpTo', 'adminFairs.buildUpAfterOpening')
  if (valid(opensOn, fair.buildUpFrom) && fair.buildUpFrom < addDays(opensOn, -FAIR_LEAD_DAYS))
    add('buildUpFrom', 'adminFairs.tooEarly', { days: FAIR_LEAD_DAYS })
  if (valid(fair.acceptanceFrom, fair.acceptanceTo) && fair.acceptanceTo < fair.acceptanceFrom)
    add('acceptanceTo', 'adminFairs.lastBeforeFirst')
  if (valid(closesOn, fair.acceptanceTo) && fair.acceptanceTo > closesOn)
    add('acceptanceTo', 'adminFairs.acceptanceAfterClosing')
  if (
    valid(opensOn, fair.acceptanceFrom) &&
    fair.acceptanceFrom < addDays(opensOn, -FAIR_LEAD_DAYS)
  )
    add('acceptanceFrom', 'adminFairs.tooEarly', { days: FAIR_LEAD_DAYS })
  for (const [from, to] of [
    ['buildUpHoursFrom', 'buildUpHoursTo'],
    ['acceptanceHoursFrom', 'acceptanceHoursTo'],
  ] as const) {
    if (HOURS.test(fair[from]) && HOURS.test(fair[to]) && fair[to] <= fair[from])
      add(to, 'adminFairs.hoursOrder')
  }
  if (fair.acceptanceAt === 'forwarder' && !fair.forwarderName)
    add('forwarderName', 'adminFairs.forwarderMissing')
  const length = POSTCODE_LENGTH[fair.venueCountryId]
  if (length && fair.venuePostcode && !new RegExp(`^\\d{${length}}$`).test(fair.venuePostcode))
    add('venuePostcode', 'validation.postcodeLength', { length })
  return issues
}

/** FAIR-3: the posts of a fair's page: save its fields (this schema's), switch it off or on. */
export const fairEditorForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('save') }),
  z.object({ intent: z.literal(['deactivate', 'activate']) }),
])
