import { z } from 'zod'

// FORM-5: the fields the back office's forms share, in one place.

/**
 * A checkbox: ticked it sends "on" (a form) or true (JSON), unticked a form sends nothing at all.
 * So a missing field is `false`, not an error — a plain `z.unknown()` in an object refuses a
 * missing key ("expected nonoptional") before any transform could run.
 */
export const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === true || ['on', 'true', '1'].includes(String(value)))
