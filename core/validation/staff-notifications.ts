import { z } from 'zod'
import { STAFF_NOTICES } from '../staff/notices.ts'

// STAFF-14: the member's notification form — ticked notices, the daily summary, the language of
// the mails. A notice the form does not know is dropped; the language is one of the shop's.

export const notificationsForm = z.object({
  intent: z.literal('save'),
  notices: z
    .array(z.string())
    .default([])
    .transform((list) => STAFF_NOTICES.filter((notice) => list.includes(notice))),
  dailySummary: z.boolean().default(false),
  locale: z.enum(['de', 'en']),
})
export type NotificationsInput = z.output<typeof notificationsForm>
