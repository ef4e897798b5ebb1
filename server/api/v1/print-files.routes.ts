import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { requireSession } from '#server/http/auth.ts'
import { type UploadPart } from '#server/modules/orders/print-files.ts'
import { attachmentHeader } from '#core/http/attachment.ts'
import { AppError } from '#core/errors/errors.ts'
import { enforce, limits } from '#server/modules/shared/limits.ts'
import { rangeHeaders, rangeOf } from '#core/http/byte-range.ts'
import type { Services } from '#server/services.ts'
import { printFile } from './invoices.routes.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'

// API-11 'Orders and invoices', the print files of an order (ORD-6, PRE-1..PRE-11): upload,
// download, the check's preview, delete, and the proof approval. Thin handlers over
// services.printFiles and services.printData; the customer always comes from the session.

const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }
const idParams = z.object({ id: idParam })

/** Print files a customer may upload per hour: plenty for real orders, a stop for a runaway script. */
export const UPLOADS_PER_HOUR = 60
const fileParams = z.object({ a: idParam.describe('order id'), b: idParam.describe('file id') })

export function printFilesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { printFiles } = services
    const base = '/user/dashboard/invoices'

    // Only this plugin reads multipart bodies; the file streams to disk (never into memory).
    await app.register(fastifyMultipart, {
      limits: { fileSize: printFiles.maxBytes, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
    })

    app.post(
      `${base}/images/upload/:id`,
      {
        schema: {
          tags: ['invoices'],
          summary:
            'Upload one print file (multipart: field file, optional order_item_id); PDF, JPG, PNG, TIFF, EPS or AI, recognised by content',
          params: idParams,
          consumes: ['multipart/form-data'],
          response: {
            200: envelope(printFile),
            ...failures,
            409: errorAnswer,
            413: errorAnswer,
            415: errorAnswer,
            429: errorAnswer,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        await enforce(
          services.rateLimiter,
          limits.uploads(customer.id, UPLOADS_PER_HOUR),
          request.locale,
          'orders.tooManyUploads',
        )
        if (!request.isMultipart()) {
          throw new AppError('invalid', translate(request.locale, 'validation.fixErrors'), {
            file: [translate(request.locale, 'orders.notMultipart')],
          })
        }
        const file = await printFiles.upload(
          customer.id,
          request.params.id,
          request.parts() as AsyncIterable<UploadPart>,
          request.locale,
        )
        return {
          message: translate(request.locale, 'orders.fileUploaded', { name: file.name }),
          body: file,
        }
      },
    )

    app.get(
      `${base}/images/fetch/:a/:b`,
      {
        // STORE-2: the file as it is stored, byte for byte (ranges count its bytes); print
        // files are compressed formats already, and compressing hundreds of MB costs memory.
        compress: false,
        schema: {
          tags: ['invoices'],
          summary:
            'Download a print file of the order (attachment, only for its owner); a single byte range (Range: bytes=a-b) answers 206',
          params: fileParams,
          // A stream is sent as it is; the schema only documents the answer.
          response: { 200: z.unknown().describe('the file as an attachment'), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const { a, b } = request.params
        const { file, read } = await printFiles.open(
          customer.id,
          a,
          b,
          request.locale,
          rangeOf(request.headers.range),
        )
        const sent = rangeHeaders(read)
        return reply
          .status(sent.status)
          .headers(sent.headers)
          .header('content-disposition', attachmentHeader(file.name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .type(file.contentType)
          .send(read.stream)
      },
    )

    app.get(
      `${base}/images/preview/:a/:b`,
      {
        compress: false,
        schema: {
          tags: ['invoices'],
          summary:
            "The preview of a print file (WebP, first page with trim, bleed and safety lines), for the order's owner",
          params: fileParams,
          response: { 200: z.unknown().describe('the preview as image/webp'), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const { a, b } = request.params
        const stream = await printFiles.openPreview(customer.id, a, b, request.locale)
        return reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .type('image/webp')
          .send(stream)
      },
    )

    app.post(
      `${base}/proof/:id`,
      {
        schema: {
          tags: ['invoices'],
          summary:
            'Approve the proof of the checked print data (time and address are kept); production may then start',
          params: idParams,
          response: {
            200: envelope(z.object({ proofApprovedAt: z.string() })),
            ...failures,
            409: errorAnswer,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const approved = await services.printData.approveProof(
          customer.id,
          request.params.id,
          request.ip,
          request.locale,
        )
        return {
          message: translate(request.locale, 'orders.proofApproved'),
          body: { proofApprovedAt: approved.proofApprovedAt.toISOString() },
        }
      },
    )

    app.delete(
      `${base}/images/delete/:a/:b`,
      {
        schema: {
          tags: ['invoices'],
          summary: 'Delete a print file of the order',
          params: fileParams,
          response: { 200: z.object({ message: z.string() }), ...failures, 409: errorAnswer },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const { a, b } = request.params
        await printFiles.remove(customer.id, a, b, request.locale)
        return { message: translate(request.locale, 'orders.fileDeleted') }
      },
    )
  }
}
