import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import {
  BOOKMARK_BADGE,
  type PersonalFrame,
  type PersonalText,
  personalTexts,
} from '#core/http/page-cache.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Services } from '#server/services.ts'
import type { PersonalFrameOf } from './page-cache.ts'

// Decision 0060: a logged-in customer's catalog page from the page kept for customers. That page
// was rendered for a customer with nothing of their own (FRAME_CUSTOMER); it is split once, where
// it shows a count or carries the frame's JSON, and each customer's answer is the parts joined
// with their own values — no React rendering, no other customer's data (there is none in it).

type Slot =
  | { kind: 'text'; name: PersonalText }
  | { kind: 'badge'; shown: string; hidden: string }
  | { kind: 'frame' }

export interface PersonalTemplate {
  slots: Slot[]
  /** The page between the slots (one more part than slots), and each compressed on its own
   * (raw deflate, flushed to a byte). */
  partBytes: Buffer[]
  deflated: Buffer[]
  /** The products the page has a watch-list button for (their state is the customer's). */
  bookmarkProducts: number[]
}

const TEXTS: readonly string[] = ['cart-count', 'cart-label', 'bookmark-count', 'bookmark-label']

/** The kept page split at its personal places; undefined when it has none (not a frame page). */
export function personalTemplate(html: string): PersonalTemplate | undefined {
  const parts: string[] = []
  const slots: Slot[] = []
  let from = 0
  const marked = /<([a-z]+)\b[^>]*?\sdata-personal="([a-z-]+)"[^>]*>/g
  for (const match of html.matchAll(marked)) {
    const name = match[2]!
    const tagEnd = match.index + match[0].length
    if (name === BOOKMARK_BADGE) {
      const shown = match[0].replace(' hidden=""', '')
      parts.push(html.slice(from, match.index))
      slots.push({ kind: 'badge', shown, hidden: `${shown.slice(0, -1)} hidden="">` })
      from = tagEnd
      continue
    }
    if (name !== 'frame' && !TEXTS.includes(name)) continue
    const textEnd = html.indexOf('<', tagEnd)
    if (textEnd < 0) return undefined
    parts.push(html.slice(from, tagEnd))
    slots.push(name === 'frame' ? { kind: 'frame' } : { kind: 'text', name: name as PersonalText })
    from = textEnd
  }
  if (!slots.some((slot) => slot.kind === 'frame')) return undefined
  parts.push(html.slice(from))
  const bookmarkProducts = [...html.matchAll(/\sdata-bookmark-product="(\d+)"/g)].map((match) =>
    Number(match[1]),
  )
  const partBytes = parts.map((part) => Buffer.from(part))
  const deflated = partBytes.map((bytes, index) =>
    zlib.deflateRawSync(bytes, {
      level: 9,
      // Every part but the last ends on a byte, with no reference into the next one.
      ...(index < partBytes.length - 1 ? { finishFlush: zlib.constants.Z_FULL_FLUSH } : {}),
    }),
  )
  return { slots, partBytes, deflated, bookmarkProducts }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

/** As React writes text into HTML. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!)
}

/** The frame as JSON inside a script element: nothing in it can end the element. */
export function frameJson(frame: PersonalFrame): string {
  return JSON.stringify(frame).replace(/</g, '\\u003c')
}

/** What the customer's frame puts into each slot. */
function slotValues(template: PersonalTemplate, frame: PersonalFrame, locale: Locale): string[] {
  const texts = personalTexts(frame, (key, options) => translate(locale, key, options))
  return template.slots.map((slot) => {
    if (slot.kind === 'text') return escapeText(texts[slot.name])
    if (slot.kind === 'badge') return frame.bookmarkCount > 0 ? slot.shown : slot.hidden
    return frameJson(frame)
  })
}

/** The customer's page: the template's parts with their frame's values. */
export function fillPersonalPage(
  template: PersonalTemplate,
  frame: PersonalFrame,
  locale: Locale,
): Buffer {
  const values = slotValues(template, frame, locale)
  return Buffer.concat(
    template.partBytes.flatMap((part, index) =>
      index < values.length ? [part, Buffer.from(values[index]!)] : [part],
    ),
  )
}

/** What a template holds in memory (the page cache's share of it). */
export const templateBytes = (template: PersonalTemplate) =>
  [...template.partBytes, ...template.deflated].reduce((sum, part) => sum + part.length, 0)

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/** Bytes as deflate's stored (uncompressed) blocks, none of them the last. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += 0xffff) {
    const chunk = bytes.subarray(at, at + 0xffff)
    // The block's header byte (not the last, stored), its length and the length's complement.
    const head = Buffer.alloc(5)
    head.writeUInt16LE(chunk.length, 1)
    head.writeUInt16LE(~chunk.length & 0xffff, 3)
    blocks.push(head, chunk)
  }
  return blocks
}

/**
 * The customer's page as gzip without compressing it again: the parts compressed once, each
 * slot's value as a stored block between them, the checksum over the whole page (RFC 1951 and
 * 1952: a deflate stream is a series of blocks; a full flush leaves each part on a byte boundary).
 */
export function gzipPersonalPage(
  template: PersonalTemplate,
  frame: PersonalFrame,
  locale: Locale,
): Buffer {
  const values = slotValues(template, frame, locale).map((value) => Buffer.from(value))
  const chunks: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  template.partBytes.forEach((part, index) => {
    crc = zlib.crc32(part, crc)
    size += part.length
    chunks.push(template.deflated[index]!)
    const value = values[index]
    if (!value) return
    crc = zlib.crc32(value, crc)
    size += value.length
    chunks.push(...storedBlocks(value))
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  chunks.push(trailer)
  return Buffer.concat(chunks)
}

/** How long a token's customer is kept for the frame (decision 0060). */
const SESSION_MEMO_MS = 10_000

/**
 * A customer's frame from their session token (decision 0060): the layout's own reads (who, the
 * cart's and the watch list's counts; a count that cannot be read is 0, as on a rendered page);
 * undefined when the token is no session or a product of the page is on their watch list. Who a
 * token belongs to is kept ten seconds (a revoked login may still see its own name in the header
 * that long, and nothing else: every other answer asks the database); the counts are read anew.
 */
export function personalFrameOf(
  services: Pick<Services, 'auth' | 'cart' | 'bookmarks'>,
): PersonalFrameOf {
  const sessions = new LRUCache<string, { id: number; customer: PersonalFrame['customer'] }>({
    max: 10_000,
    ttl: SESSION_MEMO_MS,
  })
  return async (token, bookmarkProducts) => {
    let session = sessions.get(token)
    if (!session) {
      const found = await services.auth.authenticate(token)
      if (!found || found.expiresAt.getTime() < Date.now() + SESSION_MEMO_MS) return undefined
      const { id, firstName, lastName, email } = found.customer
      session = { id, customer: { firstName, lastName, email } }
      sessions.set(token, session)
    }
    const [bookmarks, cartCount] = await Promise.all([
      services.bookmarks.frame(session.id, bookmarkProducts).catch(() => undefined),
      services.cart.count(session.id).catch(() => 0),
    ])
    if (bookmarks?.marked) return undefined
    return { customer: session.customer, cartCount, bookmarkCount: bookmarks?.count ?? 0 }
  }
}
