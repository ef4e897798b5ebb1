// FAIR-2: a fair's days are calendar days at the venue ("YYYY-MM-DD"), compared as text and
// counted in whole days (UTC noon, so no clock change moves one).

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 24 * 3600_000

/** Whether `value` is a day of the calendar ("2027-02-30" is not). */
export function isDay(value: string): boolean {
  return ISO_DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}
