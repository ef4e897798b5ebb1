import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { databaseId, text } from './text.ts'

// FAIR-ADDR-1, FAIR-ADDR-2 (decision 0053): the booth part of an address book entry. Every
// field is optional; with a fair chosen the address is a booth address and needs its hall and
// booth. The rules that need the fair itself (its acceptance days and hours) are the service's
// (core/booth/booth-window.ts).

const TOO_LONG = 'boothAddress.errors.tooLong' satisfies MessageKey
/** The phone rule of the shop's other phone fields (shop settings): digits and + - / ( ). */
export const PHONE = /^[0-9 +\-/()]{5,30}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const optionalText = (max: number) => text().trim().max(max, { error: TOO_LONG }).default('')

/** A calendar day ("2027-02-30" is none). */
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value

/** "8:30" is read as "08:30", as the fairs' own file does. */
const padHour = (value: string) => (/^\d:\d{2}$/.test(value) ? `0${value}` : value)

export const boothFields = {
  // An empty select is no fair; a number that names no fair is the service's answer (422).
  fair_id: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'boothAddress.errors.fairUnknown' })
      .pipe(databaseId('boothAddress.errors.fairUnknown'))
      .optional(),
  ),
  hall: optionalText(20),
  booth: optionalText(20),
  onsite_contact: optionalText(80),
  // One message per mistake: an overlong number has its own.
  onsite_mobile: optionalText(30).refine(
    (value) => value === '' || value.length > 30 || PHONE.test(value),
    {
      error: 'boothAddress.errors.mobile',
    },
  ),
  deliver_on: text()
    .trim()
    .default('')
    .refine((value) => value === '' || isDay(value), { error: 'boothAddress.errors.day' }),
  deliver_from: text()
    .trim()
    .transform(padHour)
    .default('')
    .refine((value) => value === '' || TIME.test(value), { error: 'boothAddress.errors.time' }),
  deliver_to: text()
    .trim()
    .transform(padHour)
    .default('')
    .refine((value) => value === '' || TIME.test(value), { error: 'boothAddress.errors.time' }),
  via_forwarder: z.boolean().default(false),
}

type BoothData = {
  fair_id?: number
  hall?: string
  booth?: string
  deliver_from?: string
  deliver_to?: string
}

/** FAIR-ADDR-2: a booth address names hall and booth; a window has both ends, in order. */
export function checkBooth(data: BoothData, ctx: z.RefinementCtx) {
  if (data.fair_id === undefined) return
  const issue = (path: string, message: MessageKey) =>
    ctx.addIssue({ code: 'custom', path: [path], message })
  if (!data.hall) issue('hall', 'boothAddress.errors.hallRequired')
  if (!data.booth) issue('booth', 'boothAddress.errors.boothRequired')
  const from = data.deliver_from ?? ''
  const to = data.deliver_to ?? ''
  if (!TIME.test(from) && !TIME.test(to)) return
  if (from === '') issue('deliver_from', 'boothAddress.errors.windowBoth')
  else if (to === '') issue('deliver_to', 'boothAddress.errors.windowBoth')
  else if (TIME.test(from) && TIME.test(to) && to <= from) {
    issue('deliver_to', 'boothAddress.errors.windowOrder')
  }
}
