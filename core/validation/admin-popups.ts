import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { checkbox, knownPlaceholders } from './form-fields.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text.ts'

// CONT-3: the site popup as staff enter it (CONSENT-6 shows it): a title and an HTML text in
// both languages, whether it is switched on, and an optional first and last day (shop days).

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value

export const POPUP_TITLE_MAX = 120
export const POPUP_CONTENT_MAX = 20_000

// Decision 0039: the messages are keys, their values in `params`, translated at the edge.
const message = (key: MessageKey, params?: Record<string, unknown>) => ({ error: key, params })
const text = (max: number, multiline: boolean) =>
  z
    .unknown()
    // A field not sent is an empty one (FORM-5).
    .optional()
    .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))
    .refine(
      (value) => !hasControlCharacters(multiline ? value.replace(/[\r\n\t]/g, ' ') : value),
      message(CONTROL_CHARACTERS_MESSAGE),
    )
    .refine((value) => value.length >= 1, message('adminContent.popups.required'))
    .refine((value) => value.length <= max, message('adminContent.popups.tooLong', { max }))
const day = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))
  .refine((value) => value === '' || isDay(value), message('adminContent.popups.dateInvalid'))
  .transform((value) => (value === '' ? null : value))
export const popupInputSchema = z
  .object({
    titleDe: text(POPUP_TITLE_MAX, false),
    titleEn: text(POPUP_TITLE_MAX, false),
    // CONT-9: the texts may name the shop's settings by placeholder.
    contentDe: text(POPUP_CONTENT_MAX, true).superRefine(knownPlaceholders),
    contentEn: text(POPUP_CONTENT_MAX, true).superRefine(knownPlaceholders),
    firstDay: day,
    lastDay: day,
    isActive: checkbox,
  })
  .superRefine((popup, ctx) => {
    if (popup.firstDay && popup.lastDay && popup.lastDay < popup.firstDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastDay'],
        message: 'adminContent.popups.lastBeforeFirst',
      })
    }
  })
export type PopupInput = z.output<typeof popupInputSchema>
