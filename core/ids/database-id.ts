/**
 * The largest id a database `integer` column holds (PostgreSQL's int4). A larger number must not
 * reach a query: PostgreSQL refuses it with an error instead of finding nothing.
 */
export const MAX_DATABASE_ID = 2_147_483_647

/** Whether `value` can name a row: a whole number from 1 to `MAX_DATABASE_ID`. */
export function isDatabaseId(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 1 &&
    value <= MAX_DATABASE_ID
  )
}

/** The id a URL parameter or form field names (read as `Number(text)`), or undefined. */
export function databaseIdFrom(text: unknown): number | undefined {
  const id = Number(text)
  return isDatabaseId(id) ? id : undefined
}
