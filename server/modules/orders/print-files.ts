import { randomUUID } from 'node:crypto'
import { Transform, type Readable } from 'node:stream'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatLimit, type PrintFileView } from '#core/orders/order-views.ts'
import { AppError } from '#core/errors/errors.ts'
import { CONTENT_TYPES, nameForKind, SNIFF_BYTES, sniffFileKind } from './file-kind.ts'
import type { PrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import type { OrdersService, StoredPrintFile } from './orders.service.ts'
import type { PrintData } from './print-data.ts'
import { sanitizeFileName } from '#core/http/attachment.ts'
import { isDatabaseId } from '#core/ids/database-id.ts'
import type { FileRead, FileStore } from '#server/modules/storage/file-store.ts'

/** One part of a multipart request, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } }
  | { type: 'field'; fieldname: string; value: unknown }

interface Received {
  storedName: string
  sizeBytes: number
  head: Buffer
}

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE'

/**
 * Print files in the file store (ORD-6, decision 0042): streamed into uploads/ under a random
 * name, never held in memory, recognised by their first bytes, and removed again when refused.
 * The folder is outside any web root; only `open` for the owner hands a file out.
 */
export function createPrintFiles({
  files,
  log,
  maxBytes,
  orders,
  printData,
  checks,
}: {
  files: FileStore
  log: { error(obj: unknown, msg?: string): void }
  maxBytes: number
  orders: OrdersService
  printData: PrintData
  checks: Pick<PrintChecks, 'previewPath'>
}) {
  const keyOf = (storedName: string) => `uploads/${storedName}`
  const remove = (storedName: string) => files.remove(keyOf(storedName))
  /**
   * STORE-3: the order names a file the store does not have — the shop's fault, never the
   * customer's: staff read it in the log, the customer that it cannot be had just now.
   */
  const unavailable = (locale: Locale, facts: Record<string, unknown>) => {
    log.error({ ...facts, store: files.location }, 'print file missing from the file store')
    return new AppError('unavailable', translate(locale, 'orders.fileUnavailable'))
  }
  const tooLarge = (locale: Locale) =>
    new AppError(
      'too_large',
      translate(locale, 'orders.fileTooLarge', { max: formatLimit(maxBytes) }),
    )
  const invalid = (
    locale: Locale,
    field: string,
    key: 'orders.fileMissing' | 'orders.oneFileOnly',
  ) =>
    new AppError('invalid', translate(locale, 'validation.fixErrors'), {
      [field]: [translate(locale, key)],
    })

  async function write(source: Readable & { truncated?: boolean }): Promise<Received> {
    const storedName = randomUUID()
    let sizeBytes = 0
    const headParts: Buffer[] = []
    let headLength = 0
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length
        if (headLength < SNIFF_BYTES) {
          const part = chunk.subarray(0, SNIFF_BYTES - headLength)
          headParts.push(part)
          headLength += part.length
        }
        done(null, chunk)
      },
    })
    try {
      // Streamed through to the store: a part at a time, never the whole file (STORE-2).
      source.once('error', (error) => tap.destroy(error))
      await files.put(keyOf(storedName), source.pipe(tap), 'application/octet-stream')
      if (source.truncated)
        throw Object.assign(new Error('file too large'), { code: FILE_TOO_LARGE })
    } catch (error) {
      await remove(storedName)
      throw error
    }
    return { storedName, sizeBytes, head: Buffer.concat(headParts) }
  }

  async function previewStream(orderId: number, fileId: number, locale: Locale) {
    const key = await checks.previewPath(orderId, fileId)
    if (!key) throw new AppError('not_found', translate(locale, 'orders.fileNotFound'))
    const read = await files.read(key)
    if (!read) throw unavailable(locale, { order: orderId, file: fileId, key })
    return read.stream
  }

  return {
    maxBytes,

    /**
     * Takes the one file of an upload (field `file`, optional field `order_item_id`) for the
     * customer's order. Whatever is refused leaves nothing behind: no row, no file.
     */
    async upload(
      customerId: number,
      orderId: number,
      parts: AsyncIterable<UploadPart>,
      locale: Locale,
    ): Promise<PrintFileView> {
      await orders.assertUploadTarget(customerId, orderId, null, locale)
      let received: (Received & { originalName: string }) | undefined
      let extraFile = false
      const fields: Record<string, string> = {}
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value)
          } else if (part.fieldname !== 'file' || received) {
            // Only the first file of field `file` is taken; the rest is read and dropped.
            extraFile = true
            part.file.resume()
          } else {
            received = { ...(await write(part.file)), originalName: part.filename }
          }
        }
      } catch (error) {
        if (received) await remove(received.storedName)
        const code = (error as { code?: string }).code
        if (code === FILE_TOO_LARGE) throw tooLarge(locale)
        // More parts than one upload needs (the plugin's files, fields and parts limits).
        if (
          code === 'FST_FILES_LIMIT' ||
          code === 'FST_PARTS_LIMIT' ||
          code === 'FST_FIELDS_LIMIT'
        ) {
          throw invalid(locale, 'file', 'orders.oneFileOnly')
        }
        throw error
      }
      if (!received) throw invalid(locale, 'file', 'orders.fileMissing')
      const stored = received
      try {
        if (extraFile) throw invalid(locale, 'file', 'orders.oneFileOnly')
        const itemText = fields.order_item_id?.trim() ?? ''
        let orderItemId: number | null = null
        if (itemText !== '') {
          orderItemId = /^\d{1,10}$/.test(itemText) ? Number(itemText) : 0
          if (!isDatabaseId(orderItemId)) {
            throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
              order_item_id: [translate(locale, 'orders.itemNotInOrder')],
            })
          }
          await orders.assertUploadTarget(customerId, orderId, orderItemId, locale)
        }
        const kind = sniffFileKind(stored.head)
        if (!kind) {
          throw new AppError('unsupported_media_type', translate(locale, 'orders.fileKindRejected'))
        }
        return await printData.addFile(
          customerId,
          orderId,
          {
            orderItemId,
            storedName: stored.storedName,
            originalName: nameForKind(sanitizeFileName(stored.originalName), kind),
            kind,
            contentType: CONTENT_TYPES[kind],
            sizeBytes: stored.sizeBytes,
          },
          locale,
        )
      } catch (error) {
        await remove(stored.storedName)
        throw error
      }
    },

    /**
     * The customer's print file as a stream (of `range`'s bytes when asked: STORE-2), with what
     * the answer's headers need.
     */
    async open(
      customerId: number,
      orderId: number,
      fileId: number,
      locale: Locale,
      range?: (size: number) => { start: number; end: number } | undefined,
    ): Promise<{ file: StoredPrintFile; stream: Readable; read: FileRead }> {
      const file = await orders.file(customerId, orderId, fileId, locale)
      const key = keyOf(file.storedName)
      const bytes = range?.(file.sizeBytes)
      const read = await files.read(key, bytes)
      if (!read) throw unavailable(locale, { order: orderId, file: fileId, key })
      return { file, stream: read.stream, read }
    },

    /** PRE-9: the preview of the customer's print file (WebP), or a 404 while it has none. */
    async openPreview(
      customerId: number,
      orderId: number,
      fileId: number,
      locale: Locale,
    ): Promise<Readable> {
      const file = await orders.file(customerId, orderId, fileId, locale)
      return previewStream(orderId, file.id, locale)
    },

    /** PRE-9 for staff: the preview of any order's file (the route has checked the role). */
    openPreviewForStaff(orderId: number, fileId: number, locale: Locale): Promise<Readable> {
      return previewStream(orderId, fileId, locale)
    },

    async remove(customerId: number, orderId: number, fileId: number, locale: Locale) {
      await remove(await printData.removeFile(customerId, orderId, fileId, locale))
    },
  }
}

export type PrintFiles = ReturnType<typeof createPrintFiles>
