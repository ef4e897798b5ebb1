import { localeFromPath } from '#core/i18n/locale.ts'
import { attachmentHeader } from '#core/http/attachment.ts'
import { getServices } from '#app/lib/context.server.ts'
import { paramId, routeError } from '#app/lib/forms.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/quote-pdf'

/** QUOTE-6: the customer's sent quote as the PDF that was mailed. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  const locale = localeFromPath(new URL(request.url).pathname)
  try {
    const file = await getServices(context).quoteRequests.pdf(
      customer.id,
      paramId(params.id),
      locale,
    )
    return new Response(new Uint8Array(file.pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(file.pdf.length),
        'Content-Disposition': attachmentHeader(file.filename),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    routeError(error)
  }
}
