import { z } from 'zod'
import { MAX_DATABASE_ID } from '#core/validation/text.ts'

// Answer shapes shared by the API routes (API-2: success `{ message?, body }`,
// 422 `{ message, errors: { field: [message] } }`, other errors `{ message }`).

export const envelope = <T extends z.ZodType>(body: T) =>
  z.object({ message: z.string().optional(), body })

export const errorAnswer = z.object({ message: z.string() })

export const validationAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  })

/** A positive database id in a path, e.g. `/menus/fetch/{id}`: anything else is a 422. */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be positive' })
  .max(MAX_DATABASE_ID, { error: 'is too large' })

export const errorResponses = {
  404: errorAnswer,
  422: validationAnswer,
}
