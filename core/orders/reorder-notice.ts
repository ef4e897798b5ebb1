import { z } from 'zod'
import { REORDER_CODES, type ReorderCode, type ReorderResult } from './reorder.ts'

export { REORDER_NOTICE_COOKIE } from './reorder.ts'

// REORD-3 (decision 0057): the notice the cart shows after "order again" redirected there,
// written and read on the server (Buffer); the browser only clears its cookie.

/**
 * REORD-3: what the cart page says after the redirect, kept in a short-lived cookie. Only codes,
 * titles and prices: the page words them in its own language.
 */
const noticeLine = z.tuple([
  z.enum(REORDER_CODES),
  z.string().max(80),
  z.number().int(),
  z.number().int().nullable(),
  z.boolean(),
])
const noticeSchema = z.object({ n: z.number().int(), l: z.array(noticeLine).max(30) })
export type ReorderNotice = {
  orderNumber: number
  lines: {
    code: ReorderCode
    title: string
    orderedUnitCents: number
    unitCents: number | null
    withFiles: boolean
  }[]
}

export function encodeReorderNotice(result: ReorderResult): string {
  const lines = [...result.added, ...result.not_added].slice(0, 30)
  const value = {
    n: result.order_number,
    l: lines.map((line) => [
      line.code,
      line.product_title.slice(0, 80),
      line.ordered_unit_cents,
      line.unit_cents,
      line.with_files,
    ]),
  }
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** The notice of the cookie, or null when it is absent or not one of ours. */
export function decodeReorderNotice(text: string | undefined): ReorderNotice | null {
  if (!text) return null
  try {
    const parsed = noticeSchema.safeParse(
      JSON.parse(Buffer.from(text, 'base64url').toString('utf8')),
    )
    if (!parsed.success) return null
    return {
      orderNumber: parsed.data.n,
      lines: parsed.data.l.map(([code, title, orderedUnitCents, unitCents, withFiles]) => ({
        code,
        title,
        orderedUnitCents,
        unitCents,
        withFiles,
      })),
    }
  } catch {
    return null
  }
}
