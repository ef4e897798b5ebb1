import { data, redirect } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import { localizePath } from '#core/i18n/locale.ts'
import type { ShippingDoc } from '#core/orders/shipping-docs.ts'
import { selectedOrderIds } from '#core/validation/bulk-orders.ts'
import type { Services } from '#server/services.ts'
import { routeError } from './forms.server.ts'

/**
 * ORD-BULK-1..ORD-BULK-3: the orders the list's bulk form ticked (`id`, `all`). Nothing ticked,
 * or more than a batch holds, leads back to the list, which says so (`?bulk=none|too-many`).
 */
export function bulkSelection(url: URL, locale: Locale): number[] {
  const selection = selectedOrderIds(url.searchParams)
  if (selection.tooMany || selection.ids.length === 0) {
    const reason = selection.tooMany ? 'too-many' : 'none'
    throw redirect(localizePath(`/admin/orders?bulk=${reason}`, locale))
  }
  return selection.ids
}

/** Whether the address comes from the list's bulk form (it always sends `bulk=1`). */
export const fromBulkForm = (url: URL) => url.searchParams.get('bulk') === '1'

/** A PDF the browser shows (to print) with a safe file name. */
export function pdfResponse(pdf: Uint8Array, filename: string): Response {
  const safe = filename.replace(/[^\w.-]/g, '_')
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `inline; filename="${safe}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}

/**
 * SHIP-DOC-1..SHIP-DOC-4: the delivery notes or packing slips of `orderIds` (`?package=N`: only
 * that package of one order) as a PDF; an unknown order or package is the 404 page.
 */
export async function shippingDocResponse(
  services: Pick<Services, 'shippingDocs'>,
  request: { url: URL; locale: Locale },
  kind: ShippingDoc,
  orderIds: number[],
): Promise<Response> {
  const packageParam = request.url.searchParams.get('package')
  if (packageParam !== null && !/^[1-9]\d{0,2}$/.test(packageParam)) {
    throw data(null, { status: 404 })
  }
  try {
    const { pdf, filename } = await services.shippingDocs.pdf({
      kind,
      orderIds,
      packageNumber: packageParam === null ? undefined : Number(packageParam),
      locale: request.locale,
    })
    return pdfResponse(pdf, filename)
  } catch (error) {
    routeError(error)
  }
}
