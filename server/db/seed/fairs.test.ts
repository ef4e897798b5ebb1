import { describe, expect, it } from 'vitest'
import { addDays } from '#core/fairs/fair-days.ts'
import { fairInputSchema } from '#core/fairs/fair-form.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { demoFairs } from './data/fairs.ts'
import { demoFairRow } from './seed.ts'

// FAIR-4: the demo fairs are fairs the back office's form would take, on whatever day the shop
// is seeded, all within the coming year, in Germany, Austria and Switzerland, on a Tuesday.

describe('the demo fairs (FAIR-4)', () => {
  const days = ['2026-11-27', '2027-02-28', '2027-10-31', '2028-02-29']
  it.each(days)('pass the form’s rules when seeded on %s', (today) => {
    for (const fair of demoFairs) {
      const row = demoFairRow(fair, today)
      const parsed = fairInputSchema.safeParse({
        ...row,
        nameDe: row.name.de,
        nameEn: row.name.en,
        venueCountryId: String(row.venueCountryId),
      })
      expect(parsed.success ? {} : issueMessages(parsed.error, 'en'), fair.key).toEqual({})
      expect(row.opensOn > today && row.closesOn < addDays(today, 366), fair.key).toBe(true)
      expect(new Date(`${row.opensOn}T12:00:00Z`).getUTCDay()).toBe(2)
    }
  })

  it('are five or more in DE, AT and CH with distinct codes', () => {
    expect(demoFairs.length).toBeGreaterThanOrEqual(5)
    expect(new Set(demoFairs.map((fair) => fair.key)).size).toBe(demoFairs.length)
    expect(new Set(demoFairs.map((fair) => fair.venueCountryId))).toEqual(new Set([18, 10, 9]))
  })
})
